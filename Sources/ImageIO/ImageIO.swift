// ImageIO: image sources (frames, delays and sizes read from a file's header) and
// destinations, which SuperSwift keeps in SwiftUI beside `CGImage`; the same declarations.
@_exported import SwiftUI
