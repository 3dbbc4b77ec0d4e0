import Foundation
// PDFKit on a page: documents read from a file or data know their pages and each page's media
// box (read from the PDF's own objects, not rendered); a page draws nothing on the app side and
// a `PDFView` is a UIKit view's placeholder.
@_exported import SwiftUI

/// A PDF document: its bytes and pages.
open class PDFDocument: @unchecked Sendable {
  private var bytes: Data
  private var pages: [PDFPage]
  /// Where it was read from.
  public let documentURL: URL?

  /// The document at `url`, or `nil` when it cannot be read or is not a PDF.
  public convenience init?(url: URL) {
    // A file that cannot be read is no document, as PDFKit answers.
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data, url: url)
  }

  /// The document `data` holds, or `nil` when it is not a PDF.
  public convenience init?(data: Data) { self.init(data: data, url: nil) }

  private init?(data: Data, url: URL?) {
    guard data.starts(with: Array("%PDF".utf8)) else { return nil }
    bytes = data
    documentURL = url
    pages = PDFStructure.mediaBoxes(of: Array(data)).map { PDFPage(mediaBox: $0) }
  }

  /// An empty document.
  public init() {
    bytes = Data("%PDF-1.7\n%%EOF\n".utf8)
    pages = []
    documentURL = nil
  }

  /// How many pages it has.
  open var pageCount: Int { pages.count }
  /// The page at `index`.
  open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
  /// The index of `page`.
  open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }
  /// Inserts a page.
  open func insert(_ page: PDFPage, at index: Int) { pages.insert(page, at: min(max(0, index), pages.count)) }
  /// Removes a page.
  open func removePage(at index: Int) { if pages.indices.contains(index) { pages.remove(at: index) } }
  /// The document's text (none is extracted on the app side).
  open var string: String? { nil }
  /// The document's bytes.
  open func dataRepresentation() -> Data? { bytes }
  /// Writes the document's bytes to `url`.
  @discardableResult
  open func write(to url: URL) -> Bool { (try? bytes.write(to: url)) != nil }
}

/// The boxes of a PDF page.
public enum PDFDisplayBox: Int, Sendable {
  /// The page's full size.
  case mediaBox
  /// The visible area.
  case cropBox
  /// Where bleed ends.
  case bleedBox
  /// The finished page.
  case trimBox
  /// The meaningful content.
  case artBox
}

/// A page of a PDF document.
open class PDFPage: @unchecked Sendable {
  private let mediaBox: CGRect
  init(mediaBox: CGRect) { self.mediaBox = mediaBox }
  /// A blank US-letter page.
  public convenience init() { self.init(mediaBox: CGRect(x: 0, y: 0, width: 612, height: 792)) }
  /// A page of an image.
  public convenience init?(image: UIImage) { self.init(mediaBox: CGRect(origin: .zero, size: image.size)) }
  /// The page's box (every box is its media box here).
  open func bounds(for box: PDFDisplayBox) -> CGRect { mediaBox }
  /// Draws the page into a context (nothing is drawn on the app side).
  open func draw(with box: PDFDisplayBox, to context: CGContext) {}
  /// A thumbnail (an empty image on the app side).
  open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage { UIImage() }
  /// The page's text (none is extracted on the app side).
  open var string: String? { nil }
  /// Its label.
  open var label: String? { nil }
  /// Its rotation in degrees.
  open var rotation = 0
}

/// How a PDF view lays out pages.
public enum PDFDisplayMode: Int, Sendable {
  /// One page.
  case singlePage
  /// Pages one after another.
  case singlePageContinuous
  /// Two pages side by side.
  case twoUp
  /// Two pages side by side, continuing.
  case twoUpContinuous
}

/// Which way a PDF view's pages run.
public enum PDFDisplayDirection: Int, Sendable {
  /// Down.
  case vertical
  /// Across.
  case horizontal
}

/// A view of a PDF document (a UIKit view's placeholder on a page).
@preconcurrency @MainActor
open class PDFView: UIView {
  /// The document shown.
  open var document: PDFDocument?
  /// Whether pages scale to fit.
  open var autoScales = false
  /// How pages are laid out.
  open var displayMode = PDFDisplayMode.singlePageContinuous
  /// Which way pages run.
  open var displayDirection = PDFDisplayDirection.vertical
  /// Whether breaks between pages show.
  open var displaysPageBreaks = true
  /// The scale.
  open var scaleFactor: CGFloat = 1
  /// The page shown.
  open private(set) var currentPage: PDFPage?
  /// Shows `page`.
  open func go(to page: PDFPage) { currentPage = page }
  /// Whether it pages like a book.
  open func usePageViewController(_ enable: Bool, withViewOptions options: [AnyHashable: Any]? = nil) {}
}

/// What PDFKit reads of a PDF's own objects, purely.
enum PDFStructure {
  /// Each page object's media box (`/Type /Page … /MediaBox [x y w h]`), in file order; a page
  /// without its own box takes the last box seen before it, else US letter.
  static func mediaBoxes(of bytes: [UInt8]) -> [CGRect] {
    let text = String(decoding: bytes, as: UTF8.self)
    let letter = CGRect(x: 0, y: 0, width: 612, height: 792)
    var boxes: [CGRect] = []
    var lastBox = letter
    var search = text.startIndex
    while let found = text.range(of: "/Type", range: search..<text.endIndex) {
      search = found.upperBound
      let rest = text[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
      guard rest.hasPrefix("/Page"), !rest.hasPrefix("/Pages") else {
        if rest.hasPrefix("/Pages"), let box = box(near: text, at: found.upperBound) { lastBox = box }
        continue
      }
      let box = box(near: text, at: found.upperBound) ?? lastBox
      boxes.append(box)
    }
    return boxes
  }

  /// The `/MediaBox [a b c d]` within the object around `index` (to its `endobj`).
  private static func box(near text: String, at index: String.Index) -> CGRect? {
    let start =
      text.range(of: "obj", options: .backwards, range: text.startIndex..<index)?.upperBound ?? text.startIndex
    let end = text.range(of: "endobj", range: index..<text.endIndex)?.lowerBound ?? text.endIndex
    guard let key = text.range(of: "/MediaBox", range: start..<end),
      let open = text.range(of: "[", range: key.upperBound..<end),
      let close = text.range(of: "]", range: open.upperBound..<end)
    else { return nil }
    let numbers = text[open.upperBound..<close.lowerBound].split { $0 == " " || $0 == "\n" || $0 == "\r" }
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
  }
}
