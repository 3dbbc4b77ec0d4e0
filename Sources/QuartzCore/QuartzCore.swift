// QuartzCore: Core Animation (layers, animations, transactions, the display link), which
// SuperSwift keeps in SwiftUI beside the paths layers draw; the same declarations.
@_exported import SwiftUI
