import Foundation
import SuperSwiftHTTP
import SuperSwiftHost

/// The asset catalogs of a folder app, as its page and its editor list them: each image set with
/// its picture and each colour set with its swatches, under the name code uses (`Image("Logo")`,
/// `Color("Brand")`), and `GET /apps/ID/asset?name=…` serving an image set's picture.
extension WebPages {
  /// The card listing `source`'s catalogs; nothing for an app without one. `open` unfolds it.
  func assetsCard(_ app: LibraryApp, source: AppSource, open: Bool) -> HTML {
    guard !source.catalogs.isEmpty else { return "" }
    let catalog = AssetCatalog.parse(catalogs: source.catalogs)
    let folder = source.location.standardizedFileURL.path + "/"
    let names: [HTML] = source.catalogs.map { url -> HTML in
      let path = url.standardizedFileURL.path
      return "<code>\(path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : url.lastPathComponent)</code>"
    }
    let images = catalog.images.keys.sorted().map { name -> HTML in
      """
      <li class=asset><img src="/apps/\(app.id)/asset?name=\(Self.query(name))" alt="" loading=lazy>\
      <code>Image("\(name)")</code></li>
      """
    }.joined()
    let colors = catalog.colors.sorted { $0.key < $1.key }.map { name, value -> HTML in
      let dark: HTML =
        value.dark.map { "<span class=swatch style=\"background:\($0)\" title=\"Dark: \($0)\"></span>" } ?? ""
      return """
        <li class=asset><span class=swatches><span class=swatch style="background:\(value.light)" \
        title="\(value.dark == nil ? "" : "Light: " as HTML)\(value.light)"></span>\(dark)</span>\
        <code>Color("\(name)")</code></li>
        """
    }.joined()
    let accent: HTML =
      catalog.colors["AccentColor"] == nil ? "" : "<p class=muted>AccentColor is the app's tint.</p>"
    let count = catalog.images.count + catalog.colors.count
    return """
      <details class=card id=assets\(open ? " open" : "" as HTML)><summary>Assets (\(count))</summary>
      <p class=muted>From \(names.joined(separator: ", ")): change them in the app's folder; versions and \
      copies keep them.</p>
      \(catalog.images.isEmpty ? "" : "<h3>Images</h3><ul class=assets>\(images)</ul>" as HTML)
      \(catalog.colors.isEmpty ? "" : "<h3>Colours</h3><ul class=assets>\(colors)</ul>" as HTML)
      \(accent)
      \(count == 0 ? "<p class=muted>No image or colour sets yet.</p>" as HTML : "")
      </details>
      """
  }

  /// `GET /apps/ID/asset?name=NAME`: an image set's picture, as the app's page shows it. Served
  /// with a policy that runs nothing, since an SVG can hold a script.
  func assetImage(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let source = try readSource(app)
    guard let name = request.parameter("name"), !name.isEmpty else {
      throw HTTPError(400, "Say which image: /apps/\(app.id)/asset?name=NAME.")
    }
    guard let file = AssetCatalog.parse(catalogs: source.catalogs).images[name],
      let data = try? Data(contentsOf: file)  // unreadable: the 404 below
    else {
      throw HTTPError(404, "\(app.name) has no image set named \(name).")
    }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", AppAssets.type(of: file)), ("Cache-Control", "no-cache"),
        ("X-Content-Type-Options", "nosniff"),
        ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox"),
      ], body: data)
  }
}
