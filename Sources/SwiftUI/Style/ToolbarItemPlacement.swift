@_spi(Host) import SuperSwiftLayout

/// Where a toolbar item goes; accepted for every placement a phone has.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  /// Where the system puts it.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The main action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The action that confirms.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The action that cancels.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The action that destroys.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The leading end of the navigation bar (the older spelling).
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing end of the navigation bar (the older spelling).
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The centre of the top bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// Above the keyboard, while a text field has it; a page shows the item in the toolbar.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The navigation's own items (beside Back).
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// A secondary action, shown after the primary ones.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// The status area.
  public static let status = ToolbarItemPlacement(name: "status")
}
