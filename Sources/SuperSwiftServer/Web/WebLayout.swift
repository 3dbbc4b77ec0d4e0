import Foundation
import SuperSwiftHTTP

/// The frame of every page of the web app: navigation (Apps, History, Sign out), one
/// stylesheet and one script from the server itself, and the headers that keep it so.
enum WebLayout {
  /// The sections the navigation names; the current one is marked for screen readers too.
  enum Section { case apps, schedules, history, devices, none }

  /// Only this server's own scripts, styles and images (and an app's images as data: URLs in
  /// results are not used); no inline script, no framing.
  static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

  /// What a phone's Add to Home Screen takes from a page: the web app manifest, the icon, the
  /// name under the icon.
  struct HomeScreen {
    var manifest: String
    var icon: String
    var title: String

    /// SuperSwift's own: the web app.
    static let superSwift = HomeScreen(
      manifest: "/manifest.webmanifest", icon: "/web/icon-180.png", title: "SuperSwift")
  }

  /// A whole page.
  static func page(
    title: String, body: HTML, section: Section = .none, status: HTTPStatus = 200, head: HTML = "",
    signedIn: Bool = true, homeScreen: HomeScreen = .superSwift
  ) -> HTTPResponse {
    let current = { (wanted: Section) -> HTML in section == wanted ? " aria-current=page" : "" }
    let navigation: HTML =
      signedIn
      ? """
      <nav class=top aria-label="SuperSwift">
      <a class=brand href="/">SuperSwift</a>
      <a href="/"\(current(.apps))>Apps</a>
      <a href="/schedules"\(current(.schedules))>Schedules</a>
      <a href="/history"\(current(.history))>History</a>
      <a href="/devices"\(current(.devices))>Devices</a>
      <form method=post action="/logout"><button type=submit>Sign out</button></form>
      </nav>
      """ : "<nav class=top aria-label=\"SuperSwift\"><span class=brand>SuperSwift</span></nav>"
    let html: HTML = """
      <!doctype html>
      <html lang=en>
      <head>
      <meta charset=utf-8>
      <meta name=viewport content="width=device-width, initial-scale=1, viewport-fit=cover">
      <title>\(escape(title)) · SuperSwift</title>
      <link rel=manifest href="\(homeScreen.manifest)">
      <link rel=icon type="image/png" href="\(homeScreen.icon)">
      <link rel=apple-touch-icon href="\(homeScreen.icon)">
      <meta name=apple-mobile-web-app-capable content=yes>
      <meta name=mobile-web-app-capable content=yes>
      <meta name=apple-mobile-web-app-title content="\(homeScreen.title)">
      <meta name=apple-mobile-web-app-status-bar-style content=default>
      <meta name=theme-color content="#f2f2f7" media="(prefers-color-scheme: light)">
      <meta name=theme-color content="#000000" media="(prefers-color-scheme: dark)">
      <link rel=stylesheet href="/web/app.css">
      \(head)
      <script src="/web/app.js" defer></script>
      </head>
      <body>
      <a class=skip href="#main">Skip to content</a>
      \(navigation)
      <main id=main>
      \(body)
      </main>
      </body>
      </html>
      """
    return HTTPResponse(
      status: status,
      headers: [
        ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
        ("Content-Security-Policy", contentSecurityPolicy), ("X-Frame-Options", "DENY"),
        ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "same-origin"),
      ], body: Data(html.text.utf8))
  }

  /// `/web/app.css` and `/web/app.js`.
  static func asset(_ name: String) -> HTTPResponse? {
    let (text, type): (String, String)
    switch name {
    case "app.css": (text, type) = (WebAssets.css, "text/css; charset=utf-8")
    case "app.js": (text, type) = (WebAssets.script, "text/javascript; charset=utf-8")
    case "push.js": (text, type) = (PushAssets.pageScript, "text/javascript; charset=utf-8")
    default:
      // SuperSwift's own Home Screen icons.
      guard let size = AppIcon.sizes.first(where: { name == "icon-\($0).png" }) else { return nil }
      return HomeScreenRoutes.png(AppIcon.make(name: "SuperSwift", size: size))
    }
    return HTTPResponse(
      status: 200,
      headers: [("Content-Type", type), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")],
      body: Data(text.utf8))
  }

  /// Text made safe inside HTML and attribute values: markup that shows it.
  static func escape(_ text: some StringProtocol) -> HTML { HTML(escaping: text) }
}
