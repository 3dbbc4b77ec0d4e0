/// SwiftUI's names that SuperSwift's SwiftUI does not have yet, which apps written for iOS
/// commonly use: a build failure that mentions one says so in plain words.
///
/// A test checks that none of these is declared in `Sources/SwiftUI`, so the list cannot claim
/// something is missing after it has been added.
package enum SwiftUISubset {
  /// Types, modifiers and property wrappers outside the subset.
  package static let outside: Set<String> = [
    // Drawing and layout
    "Layout", "AnyLayout", "ContainerRelativeShape", "UnevenRoundedRectangle",
    // Animation
    "KeyframeAnimator", "keyframeAnimator",
    // Containers and navigation
    "OutlineGroup", "ControlGroup",
    // Controls and media
    "PhotosPicker", "FocusedValue", "MultiDatePicker",
    // UIKit interop
    "UIViewRepresentable", "UIViewControllerRepresentable",
  ]
}
