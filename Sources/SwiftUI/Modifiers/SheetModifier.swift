@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Shows a sheet over the content while it is presented: a screen of its own, modal (the
/// content behind takes no events), whose `dismiss()` closes the sheet rather than the app.
struct SheetModifier<SheetContent: View>: PrimitiveModifier {
  /// The sheet's content while presented, else `nil`.
  let presented: SheetContent?
  /// Closes the sheet.
  let close: @MainActor () -> Void

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    guard let presented else { return content() }
    let behind = context.inert(content)
    let close = close
    let saved = (context.title, context.titleIsFinal)
    (context.title, context.titleIsFinal) = (nil, false)
    let sheet = context.withEnvironment({ $0.dismiss = DismissAction(action: close) }) {
      context.render(presented, at: path.appending("sheet"))
    }
    var properties: [String: JSON] = [:]
    if let title = context.title { properties["title"] = .string(title) }
    (context.title, context.titleIsFinal) = saved
    // The person can always close a sheet (a phone's swipe down): a Close control, which the
    // page's Escape key presses too.
    let dismiss = context.control(
      .sheetClose, at: path.appending("sheet-close"), properties: ["title": "Close"],
      children: [Node(.text, properties: ["text": "Close"])]
    ) { event in
      guard event.action == .tap else { return false }
      close()
      return true
    }
    return [Node(.inert, children: behind), Node(.sheet, properties: properties, children: [dismiss] + sheet)]
  }
}

extension View {
  /// A sheet shown while `isPresented` is true; `onDismiss` runs when it closes from inside.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    let shown = isPresented.wrappedValue
    return modifier(
      SheetModifier(
        presented: shown ? content() : nil,
        close: {
          isPresented.wrappedValue = false
          onDismiss?()
        }))
  }

  /// A sheet for an item, shown while `item` is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        presented: item.wrappedValue.map(content),
        close: {
          item.wrappedValue = nil
          onDismiss?()
        }))
  }
}
