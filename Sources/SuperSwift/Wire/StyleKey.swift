/// The keys of a node's `style`: what a modifier sets (`padding`, `font`, colours, frames, …)
/// for the layout engine and the page to read. One vocabulary for the app side (the SwiftUI
/// module writes them), the layout (which reads the layout keys) and the host (whose renderer
/// switches over every case), so a key one side writes and the others never read is a compile
/// error, not a modifier that silently does nothing (`docs/protocol.md`).
///
/// Invariant: the raw values are the wire's words and never change; a new key is a new case,
/// which the host's `InterfaceStyle` must then handle (or name as read elsewhere).
@_spi(Host)
public enum StyleKey: String, Sendable, Hashable, CaseIterable {
  // Layout: read by the layout engine, which places the box; the page draws what it placed.
  /// Space around the view, `[top, trailing, bottom, leading]`.
  case padding
  /// A frame: `width`, `height`, their `min`/`max` (a number or `"infinity"`), `alignment`.
  case frame
  /// The view keeps its ideal size: `[horizontal, vertical]`, two Booleans.
  case fixedSize
  /// The view's share of a stack's space when it is short.
  case layoutPriority
  /// The view extends into the safe area.
  case ignoresSafeArea
  /// The view keeps this width-to-height ratio (`ratio`, `mode`: `fit` or `fill`).
  case aspectRatio
  /// The most lines a text may take.
  case lineLimit
  /// The view is placed with its centre at a point of its container, `[x, y]`.
  case position
  /// The view's stacking order among its siblings.
  case zIndex

  // Text.
  /// A font (`textStyle`, `size`, `weight`, `design`, …).
  case font
  /// A font design (`monospaced`, `serif`, `rounded`).
  case design
  /// A font width, as a percentage of the normal width.
  case fontWidth
  /// A font weight (`"100"`–`"900"`).
  case weight
  /// Bold text.
  case bold
  /// Italic text.
  case italic
  /// Monospaced text.
  case monospaced
  /// Digits of one width.
  case monospacedDigit
  /// Underlined text.
  case underline
  /// Struck-through text.
  case strikethrough
  /// Space between letters, in points.
  case kerning
  /// Text raised (or lowered) from its baseline, in points.
  case baselineOffset
  /// Text scaled by a factor of its font size.
  case textScale
  /// Text shown in upper or lower case.
  case textCase
  /// Where a line that does not fit is cut (`head`, `middle`, `tail`).
  case truncationMode
  /// Extra space between lines, in points.
  case lineSpacing
  /// How lines of several-line text are aligned (`leading`, `center`, `trailing`).
  case textAlignment
  /// A link's target, on a segment of text (Markdown's `[words](url)`).
  case link

  // Colours and drawing.
  /// The foreground colour (CSS).
  case color
  /// A colour behind the view (CSS).
  case background
  /// The accent colour of the controls inside (CSS).
  case tint
  /// The colour scheme of the view and what is inside (`light`, `dark`).
  case colorScheme
  /// The colour scheme the app prefers for its whole screen.
  case preferredColorScheme
  /// How opaque the view is, 0 to 1.
  case opacity
  /// Rounded corners, in points.
  case cornerRadius
  /// The view clipped to a shape (`shape`, `cornerRadius`).
  case clip
  /// A border inside the view's frame (`color`, `width`).
  case border
  /// A shadow (`color`, `radius`, `x`, `y`).
  case shadow
  /// The view hidden, its space kept.
  case hidden

  // Effects: drawn on the page, the layout unchanged.
  /// Scaled, `[x, y]`.
  case scale
  /// Turned clockwise, in degrees.
  case rotation
  /// Turned in 3-D, `[x, y, z, degrees]`.
  case rotation3D
  /// Moved, `[x, y]`.
  case offset
  /// Blurred, by a radius in points.
  case blur
  /// Made brighter by an amount.
  case brightness
  /// Contrast changed by a factor.
  case contrast
  /// Made grey by an amount, 0 to 1.
  case grayscale
  /// Hues turned, in degrees.
  case hueRotation
  /// Colours inverted.
  case colorInvert

  // Controls and containers: read by the views and the layout of the kind they style.
  /// A list's style (`plain`, `insetGrouped`, `sidebar`, …).
  case listStyle
  /// A text field's style (`roundedBorder`, `plain`).
  case textFieldStyle
  /// A tab's item in a tab view (its label), which the tab view takes off.
  case tabItem
  /// A badge on a tab or row.
  case badge
  /// Help text, shown on hover.
  case help

  // Accessibility and identity.
  /// What assistive technology reads for the view.
  case accessibilityLabel
  /// A hint of what acting on the view does.
  case accessibilityHint
  /// The view's value, as read.
  case accessibilityValue
  /// The view hidden from assistive technology.
  case accessibilityHidden
  /// An identifier for tests.
  case accessibilityIdentifier
  /// `AccessibilityTraits` bits.
  case accessibilityTraits
  /// The view is a heading of this level.
  case accessibilityHeading
  /// The view's `.id`, for scrolling to it.
  case viewID
}

@_spi(Host)
extension Dictionary where Key == StyleKey, Value == JSON {
  /// The style as the wire's JSON object, keys sorted.
  public var json: JSON {
    .object(JSONObject(map { entry in (entry.key.rawValue, entry.value) }.sorted { $0.0 < $1.0 }))
  }
}
