import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Styles of containers: a group box's, labelled content's and a disclosure group's styles of the
// app's own draw those views from their configuration (as button and toggle styles do); menu,
// control group and text editor styles are the browser's and accepted.

/// A view standing for part of a styled view (its label or content), as a style's
/// configuration gives it.
public struct StyledPart: View {
  let content: AnyView
  /// The part.
  public var body: some View { content }
}

/// A group box's parts, for a `GroupBoxStyle`.
public struct GroupBoxStyleConfiguration {
  /// The title.
  public let label: StyledPart
  /// The content.
  public let content: StyledPart
}

/// How group boxes look: `.groupBoxStyle(MyBoxStyle())`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The group box drawn from its parts.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The parts.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// The default group box: a rounded gray box, its title in bold.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  public init() {}
  /// The title, then the content, on a rounded background.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(.secondarySystemBackground))
    .clipShape(RoundedRectangle(cornerRadius: 10))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// Labelled content's parts, for a `LabeledContentStyle`.
public struct LabeledContentStyleConfiguration {
  /// The label.
  public let label: StyledPart
  /// The content.
  public let content: StyledPart
}

/// How labelled content looks: `.labeledContentStyle(MyRowStyle())`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The row drawn from its parts.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The parts.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// The default labelled content: the label leading, the value trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// The default style.
  public init() {}
  /// The label and the value across the row.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      configuration.content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A disclosure group's parts, for a `DisclosureGroupStyle`.
public struct DisclosureGroupStyleConfiguration {
  /// The label.
  public let label: StyledPart
  /// The content (shown or not, as the style decides).
  public let content: StyledPart
  /// Whether the group is open.
  @Binding public var isExpanded: Bool
}

/// How disclosure groups look: `.disclosureGroupStyle(MyDisclosureStyle())`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The group drawn from its parts.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The parts.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The default disclosure group: a row that opens and closes it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The default style.
  public init() {}
  /// The label as a button, the content under it while open.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        configuration.label
      }
      if configuration.isExpanded { configuration.content }
    }
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The default style.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// How control groups look (accepted: a page shows the controls in a row).
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

/// A control group style the platform decides.
public struct NamedControlGroupStyle: ControlGroupStyle {
  let name: String
}

extension ControlGroupStyle where Self == NamedControlGroupStyle {
  /// As the platform does.
  public static var automatic: NamedControlGroupStyle { NamedControlGroupStyle(name: "automatic") }
  /// As navigation controls.
  public static var navigation: NamedControlGroupStyle { NamedControlGroupStyle(name: "navigation") }
  /// As a palette.
  public static var palette: NamedControlGroupStyle { NamedControlGroupStyle(name: "palette") }
  /// As a menu.
  public static var menu: NamedControlGroupStyle { NamedControlGroupStyle(name: "menu") }
  /// As a compact menu.
  public static var compactMenu: NamedControlGroupStyle { NamedControlGroupStyle(name: "compactMenu") }
}

/// How menus look (accepted: a page's menus look alike).
@MainActor @preconcurrency
public protocol MenuStyle {}

/// A menu style the platform decides.
public struct NamedMenuStyle: MenuStyle {
  let name: String
}

extension MenuStyle where Self == NamedMenuStyle {
  /// As the platform does.
  public static var automatic: NamedMenuStyle { NamedMenuStyle(name: "automatic") }
  /// As a button.
  public static var button: NamedMenuStyle { NamedMenuStyle(name: "button") }
  /// As a borderless button.
  public static var borderlessButton: NamedMenuStyle { NamedMenuStyle(name: "borderlessButton") }
}

/// How text editors look (accepted: a page's text areas look alike).
@MainActor @preconcurrency
public protocol TextEditorStyle {}

/// A text editor style the platform decides.
public struct NamedTextEditorStyle: TextEditorStyle {
  let name: String
}

extension TextEditorStyle where Self == NamedTextEditorStyle {
  /// As the platform does.
  public static var automatic: NamedTextEditorStyle { NamedTextEditorStyle(name: "automatic") }
  /// Without chrome.
  public static var plain: NamedTextEditorStyle { NamedTextEditorStyle(name: "plain") }
  /// With a rounded border.
  public static var roundedBorder: NamedTextEditorStyle { NamedTextEditorStyle(name: "roundedBorder") }
}

/// The style of the app's own a container below uses, kept in the environment by type.
struct CustomContainerStyle<Configuration> {
  let makeBody: @MainActor (Configuration) -> AnyView
}

extension EnvironmentValues {
  /// A group box style of the app's own, if one was set above.
  var customGroupBoxStyle: CustomContainerStyle<GroupBoxStyleConfiguration>? {
    get { system["customGroupBoxStyle"] as? CustomContainerStyle<GroupBoxStyleConfiguration> }
    set { system["customGroupBoxStyle"] = newValue }
  }
  /// A labelled content style of the app's own, if one was set above.
  var customLabeledContentStyle: CustomContainerStyle<LabeledContentStyleConfiguration>? {
    get { system["customLabeledContentStyle"] as? CustomContainerStyle<LabeledContentStyleConfiguration> }
    set { system["customLabeledContentStyle"] = newValue }
  }
  /// A disclosure group style of the app's own, if one was set above.
  var customDisclosureGroupStyle: CustomContainerStyle<DisclosureGroupStyleConfiguration>? {
    get { system["customDisclosureGroupStyle"] as? CustomContainerStyle<DisclosureGroupStyleConfiguration> }
    set { system["customDisclosureGroupStyle"] = newValue }
  }
}

extension View {
  /// Draws the group boxes inside with a style.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    transformEnvironment {
      $0.customGroupBoxStyle = CustomContainerStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }
  /// Draws the labelled content inside with a style.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    transformEnvironment {
      $0.customLabeledContentStyle =
        style is AutomaticLabeledContentStyle
        ? nil : CustomContainerStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }
  /// Draws the disclosure groups inside with a style.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    transformEnvironment {
      $0.customDisclosureGroupStyle =
        style is AutomaticDisclosureGroupStyle
        ? nil : CustomContainerStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }
  /// Accepted; a page shows a control group's controls in a row.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
  /// Accepted; a page's menus look alike.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
  /// Accepted; a page's text areas look alike.
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
