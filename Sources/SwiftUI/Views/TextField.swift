import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A field the user types one line of text into (or several, with `axis: .vertical`).
public struct TextField<Label: View>: View {
  let label: Label
  let prompt: Text?
  let read: @MainActor () -> String
  let write: @MainActor (String) -> Void
  var secure = false
  var multiline = false
  /// The older `onCommit:` action: run when the person presses Return.
  var onCommit: (@MainActor () -> Void)?

  /// A field editing `text`, labelled by `label`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.prompt = prompt
    read = { text.wrappedValue }
    write = { text.wrappedValue = $0 }
  }

  /// A field editing a value through a format: `TextField("Amount", value: $amount, format: .number)`.
  /// Text that does not parse leaves the value as it was.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.label = label()
    self.prompt = prompt
    let format = format.inRunLocale
    read = { format.format(value.wrappedValue) }
    write = { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    }
  }

  /// A text field is primitive.
  public var body: Never { bodyError() }
}

extension TextField where Label == Text {
  /// A field with a title, which shows as its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A field that grows to several lines along `axis`.
  /// A text field that runs `onCommit` when the person presses Return (the pre-iOS-15
  /// spelling); `onEditingChanged` is accepted (a page does not say when focus moves).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void
  ) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    self.onCommit = onCommit
  }

  /// A text field with a title string that runs `onCommit` when the person presses Return.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void
  ) {
    self.init(text: text, prompt: nil) { Text(title) }
    self.onCommit = onCommit
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    multiline = axis == .vertical
  }

  /// A field editing a value through a format.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }
}

extension TextField {
  init(
    label: Label, prompt: Text?, read: @escaping @MainActor () -> String, write: @escaping @MainActor (String) -> Void,
    secure: Bool, multiline: Bool, onCommit: (@MainActor () -> Void)?
  ) {
    self.label = label
    self.prompt = prompt
    self.read = read
    self.write = write
    self.secure = secure
    self.multiline = multiline
    self.onCommit = onCommit
  }

  /// The field as a style of the app's own is handed it: itself, its label erased.
  var configuration: TextField<_TextFieldStyleLabel> {
    TextField<_TextFieldStyleLabel>(
      label: _TextFieldStyleLabel(content: AnyView(label)), prompt: prompt, read: read, write: write, secure: secure,
      multiline: multiline, onCommit: onCommit)
  }
}

extension TextField: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let style = context.environment.customTextFieldStyle {
      // A style of the app's own draws the field from the field itself; the field inside is
      // drawn plain (the style is not applied to it again).
      let body = style.makeBody(configuration)
      return context.withEnvironment({ $0.customTextFieldStyle = nil }) {
        context.render(body, at: path.appending("style"))
      }
    }
    let (_, title) = context.label(label, at: path)
    var properties: [String: JSON] = [
      "label": .string(title), "value": .string(read()), "prompt": .string(prompt?.string ?? title),
      "labelHidden": .bool(context.environment.labelsHidden),
    ]
    if secure { properties["secure"] = true }
    if multiline { properties["multiline"] = true }
    let mode = context.environment.keyboardType.inputMode
    if mode != "text" { properties["inputMode"] = .string(mode) }
    let write = write
    let onSubmit = context.environment.onSubmit
    let onCommit = onCommit
    let submit: (@MainActor () -> Void)? =
      onSubmit == nil && onCommit == nil
      ? nil
      : { @MainActor in
        onCommit?()
        onSubmit?()
      }
    if submit != nil { properties["submits"] = true }
    return [
      context.control(.textField, at: path, properties: properties) { event in
        switch event.action {
        case .set:
          guard let text = event.value?.string else { return false }
          write(text)
          return true
        case .submit:
          guard let submit else { return false }
          if let text = event.value?.string { write(text) }
          submit()
          return true
        default:
          return false
        }
      }
    ]
  }
}

extension TextField {
  /// A field editing an optional value through a format: empty text makes it `nil`, text that
  /// does not parse leaves it as it was.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.label = label()
    self.prompt = prompt
    let format = format.inRunLocale
    read = { value.wrappedValue.map(format.format) ?? "" }
    write = { text in
      if text.trimmingCharacters(in: .whitespaces).isEmpty {
        value.wrappedValue = nil
      } else if let parsed = try? format.parseStrategy.parse(text) {
        value.wrappedValue = parsed
      }
    }
  }

  /// A field editing a value through a `Formatter` (`NumberFormatter`, `DateFormatter`): text
  /// the formatter does not read leaves the value as it was.
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.prompt = prompt
    formatter.adoptingRunLocale()
    read = { formatter.string(for: value.wrappedValue) ?? "" }
    write = { text in
      if let parsed = Self.parse(text, with: formatter, as: V.self) { value.wrappedValue = parsed }
    }
  }
}

extension TextField {
  /// `text` read by `formatter` as a `V`: a number formatter's number as the value's numeric
  /// type, a date formatter's date; `nil` when it does not read or is not a `V`.
  nonisolated static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
    if let formatter = formatter as? DateFormatter { return formatter.date(from: text) as? V }
    guard let formatter = formatter as? NumberFormatter, let number = formatter.number(from: text) else { return nil }
    let candidates: [Any] = [
      number.doubleValue, number.intValue, Float(number.doubleValue), Decimal(number.doubleValue),
    ]
    return candidates.lazy.compactMap { $0 as? V }.first ?? (number as Any) as? V
  }
}

extension TextField where Label == Text {
  /// A field with a title editing an optional value through a format.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// A field with a title from a string value, editing an optional value through a format.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// A field with a title editing a value through a `Formatter`.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
  }

  /// A field with a title from a string value, editing a value through a `Formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
  }
}
