// SwiftUICore: the part of SwiftUI Apple split into a module of its own in iOS 18 (views,
// shapes, state, layout), which some apps import by that name; the same declarations as
// SuperSwift's SwiftUI.
@_exported import SwiftUI
