import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Controls' other initialisers, as Apple's SDK spells them: titles with symbols, labels after
// the value, old-style callbacks, format styles. Each makes the control its usual initialiser
// makes.

/// An image in the app's asset catalog, by the name Xcode generates a symbol for (iOS 17's
/// `ImageResource`).
public struct ImageResource: Hashable, Sendable {
  /// The image's name in the catalog.
  let name: String
  /// A resource by name.
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
  /// An image of the asset catalog, by its resource.
  nonisolated public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button with a title and an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) {
      SwiftUI.Label {
        Text(titleKey)
      } icon: {
        Image(image)
      }
    }
  }
  /// A button with a title, a symbol and a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

/// An action the system can run (App Intents' protocol; a page runs none).
public protocol AppIntent: Sendable {}

extension Button where Label == Text {
  /// A button that performs an App Intent (a page runs no intents: the button does nothing).
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
    self.init(role: nil, action: {}) { Text(titleKey) }
  }
}

extension Button {
  /// A button that performs an App Intent, with a label (a page runs no intents).
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: {}, label: label)
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a custom primitive style draws: its label, triggering the configuration.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// A button style's view of a button: its label, its role, and what triggers it.
public struct PrimitiveButtonStyleConfiguration {
  /// The label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }
  /// The role.
  public let role: ButtonRole?
  /// The label.
  public let label: Label
  /// Runs the button's action.
  public let trigger: @MainActor () -> Void
}

/// A button that pastes what the clipboard holds (a page's paste is the browser's: the button
/// shows, dimmed).
public struct PasteButton: View {
  /// A paste button for items of a type.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
  /// A paste button for items of types.
  public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
  /// "Paste", dimmed.
  public var body: some View { Button("Paste") {}.disabled(true) }
}

/// A button that renames the view's title (none on a page: it shows nothing).
public struct RenameButton<Label: View>: View {
  /// The rename button.
  public init() where Label == SwiftUI.Label<Text, Image> {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// A menu titled with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Menu {
  /// A menu whose label runs a primary action (a page opens the menu on a tap).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
  }
}

extension Menu where Label == Text {
  /// A titled menu with a primary action.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
  {
    self.init(content: content) { Text(titleKey) }
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// A toggle titled with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle {
  /// A toggle of many values: on when all are on; turning it sets them all.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.init(
      isOn: Binding(
        get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
        set: { value in for binding in bindings { binding.wrappedValue = value } }),
      label: label)
  }

  /// The toggle a custom toggle style draws.
  public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  /// A titled toggle of many values.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
  /// A picker titled with a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Picker {
  /// A picker of many values' selections: it shows the first's, and a choice sets them all.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: selection] }
    let first = bindings.first
    self.init(
      selection: Binding(
        get: { first?.wrappedValue ?? bindings[bindings.startIndex].wrappedValue },
        set: { value in for binding in bindings { binding.wrappedValue = value } }),
      content: content, label: label)
  }
}

extension Slider {
  /// A slider with its label after the value (disfavoured: with one trailing closure, the
  /// older `onEditingChanged`-then-label order is what a call means).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
  }

  /// A slider with a step and its label after the value.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// A slider with labels for its ends (the page shows the slider and its label).
  public init<V: BinaryFloatingPoint, MinLabel: View, MaxLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> MinLabel, @ViewBuilder maximumValueLabel: () -> MaxLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
  }

  /// A slider with a step and labels for its ends.
  public init<V: BinaryFloatingPoint, MinLabel: View, MaxLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> MinLabel, @ViewBuilder maximumValueLabel: () -> MaxLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
  }
}

extension Slider where Label == EmptyView {
  /// A slider from 0 to 1.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, onEditingChanged: @escaping (Bool) -> Void)
  where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: 0...1, onEditingChanged: onEditingChanged)
  }
}

extension Stepper {
  /// A stepper with its label after the value (disfavoured, as Slider's).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// A bounded stepper with its label after the value.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a key, its value written in a format (the title shows the value).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) {
      Text("\(titleKey.text) \(format.inRunLocale.format(value.wrappedValue))")
    }
  }

  /// A bounded stepper titled with a key, its value written in a format.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text("\(titleKey.text) \(format.inRunLocale.format(value.wrappedValue))")
    }
  }
}

extension ProgressView {
  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) { self.init(value: Double?.none, total: 1, label: label) }

  /// A progress view with a label and a label for the current value.
  public init<V: BinaryFloatingPoint, C: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(value: value, total: total, label: label)
  }

  /// Progress through a time interval, now (it does not advance on its own on a page).
  public init<C: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(value: ProgressView.fraction(of: timerInterval, countsDown: countsDown), total: 1, label: label)
  }

  /// The fraction of `interval` gone (or left, counting down) now.
  static func fraction(of interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard total > 0 else { return 1 }
    let gone = min(max(Date().timeIntervalSince(interval.lowerBound) / total, 0), 1)
    return countsDown ? 1 - gone : gone
  }
}

extension ProgressView where Label == EmptyView {
  /// Progress through a time interval, now.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(value: ProgressView.fraction(of: timerInterval, countsDown: countsDown), total: 1)
  }
}

extension TextField where Label == Text {
  /// A field titled by a key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A field titled by a key that grows along `axis` (vertical: several lines).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
    multiline = axis == .vertical
  }

  /// A field of a value in a format.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: nil) { Text(titleKey) }
  }

  /// A field of a value a formatter writes and reads.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
  }

  /// A field told when editing starts and ends (the iOS 13 spelling).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(titleKey, text: text, onEditingChanged: onEditingChanged, onCommit: {})
  }

  /// A field that runs `onCommit` on Return (the iOS 13 spelling).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
    self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }

  /// A field with a title string, told when editing starts and ends (the iOS 13 spelling).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(title, text: text, onEditingChanged: onEditingChanged, onCommit: {})
  }

  /// A field with a title string that runs `onCommit` on Return (the iOS 13 spelling).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
    self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }
}

extension TextField {
  /// A field with a label view that grows along `axis`.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, label: label)
    multiline = axis == .vertical
  }
}

extension SecureField where Label == Text {
  /// A secure field titled by a key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey, text: text, prompt: nil) }

  /// A secure field that runs `onCommit` on Return (the iOS 13 spelling).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
    self.init(titleKey, text: text, prompt: nil)
  }
}

/// A selection in a text (iOS 18): where the insertion point is, or what is selected.
public struct TextSelection: Hashable, Sendable {
  /// The selected ranges' kind.
  public enum Indices: Hashable, Sendable {
    /// One range.
    case selection(Range<String.Index>)
    /// Several ranges.
    case multiSelection(RangeSet<String.Index>)
  }
  /// The selected indices.
  public var indices: Indices
  /// Whether it is only an insertion point.
  public var isInsertion: Bool {
    if case .selection(let range) = indices { return range.isEmpty }
    return false
  }
  /// A selection of a range.
  public init(range: Range<String.Index>) { indices = .selection(range) }
  /// An insertion point.
  public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }
}

extension TextEditor {
  /// An editor that reports its selection (a page's text area does not: it stays as set).
  public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.init(text: text) }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The labelled content a custom style draws, as it is.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension LabeledContentStyleConfiguration {
  /// The label's view type.
  public typealias Label = StyledPart
  /// The content's view type.
  public typealias Content = StyledPart
}

extension ScrollView {
  /// A scroll view along `axes`.
  public init(_ axes: Axis.Set, @ViewBuilder content: () -> Content) {
    self.init(axes, showsIndicators: true, content: content)
  }
}

extension GroupBox {
  /// A box with its label first (the iOS 14 spelling).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content) { label }
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An unavailable view titled with an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, description: Text? = nil) {
    self.init(
      label: {
        SwiftUI.Label {
          Text(titleKey)
        } icon: {
          Image(image)
        }
      }, description: { description })
  }
}

/// A colour in the app's asset catalog, by the name Xcode generates a symbol for (iOS 17's
/// `ColorResource`; SuperSwift generates the same symbols from an app's `Assets.xcassets`).
public struct ColorResource: Hashable, Sendable {
  /// The colour's name in the catalog.
  let name: String
  /// A resource by name.
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
  /// A colour of the asset catalog, by its resource.
  nonisolated public init(_ resource: ColorResource) { self.init(resource.name) }
}
