/// The kinds of node a rendered view tree holds: the protocol's words for views, shared by the
/// app side (SwiftUI renders them) and the host (which turns them into HTML), so a kind one side
/// forgets is a compile error on the other (`docs/protocol.md`).
@_spi(Host)
public enum NodeKind: String, Sendable, Hashable, CaseIterable {
  /// An alert (`.alert`), shown over the screen.
  case alert
  /// An image loaded from a URL (`AsyncImage`).
  case asyncImage
  /// A button.
  case button
  /// A drawing (`Canvas`), as recorded commands.
  case canvas
  /// A colour filling its space (`Color` as a view).
  case color
  /// A colour picker.
  case colorPicker
  /// A date picker.
  case datePicker
  /// A confirmation dialog (`.confirmationDialog`).
  case dialog
  /// The content a disclosure group shows when open.
  case disclosed
  /// A disclosure group's header, which opens and closes it.
  case disclosure
  /// A disclosure group.
  case disclosureGroup
  /// A divider line.
  case divider
  /// A list row that can be deleted or moved.
  case editableRow
  /// A form.
  case form
  /// A gauge.
  case gauge
  /// A grid (`Grid`, `LazyVGrid`, `LazyHGrid`).
  case grid
  /// A row of a grid.
  case gridRow
  /// A horizontal stack.
  case hstack
  /// An image (a symbol, a named image or a painted one).
  case image
  /// Content that takes no events (`.disabled`, `.allowsHitTesting(false)`).
  case inert
  /// A label: an icon and a title.
  case label
  /// Labeled content (`LabeledContent`).
  case labeled
  /// One layer of a layered node (its base or an overlay).
  case layer
  /// A view with backgrounds or overlays.
  case layered
  /// A link that opens a URL.
  case link
  /// A list.
  case list
  /// A menu.
  case menu
  /// A menu's label.
  case menuLabel
  /// A view with a modifier the page applies (padding, frame, …).
  case modified
  /// A navigation stack or view.
  case navigation
  /// A navigation bar's title and buttons.
  case navigationBar
  /// A navigation link.
  case navigationLink
  /// A picker.
  case picker
  /// A progress view.
  case progress
  /// The root of the tree.
  case root
  /// A row's action (swipe action, delete).
  case rowAction
  /// A scroll view.
  case scroll
  /// A scroll view reader's content.
  case scrollReader
  /// A search field (`.searchable`).
  case search
  /// A section of a list or form.
  case section
  /// A list row that selects its tag.
  case selectableRow
  /// A shape.
  case shape
  /// A share link.
  case shareLink
  /// A sheet or full-screen cover.
  case sheet
  /// A sheet's close button.
  case sheetClose
  /// A slider.
  case slider
  /// A spacer.
  case spacer
  /// A stepper.
  case stepper
  /// A tab bar's button.
  case tab
  /// A tab view's bar.
  case tabBar
  /// A tab view's selected content.
  case tabPanel
  /// A tab view.
  case tabs
  /// Content with a tap gesture.
  case tappable
  /// A text.
  case text
  /// A text field or secure field.
  case textField
  /// A toggle.
  case toggle
  /// A toolbar's items.
  case toolbar
  /// A vertical stack.
  case vstack
  /// A stack of layers (`ZStack`).
  case zstack
}
