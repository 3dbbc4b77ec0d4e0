@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Controls grouped in rows, as in Settings; loose rows gather into sections of their own.
public struct Form<Content: View>: View {
  let content: Content

  /// A form.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A form is primitive.
  public var body: Never { bodyError() }
}

extension Form: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.form, children: context.render(content, at: path))]
  }
}
