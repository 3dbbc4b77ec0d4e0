import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// What apps reach for beyond the basics: presentations a phone shows as sheets, list and
// presentation details, text spacing, accessibility as the page's ARIA, and modifiers a page
// has no use for (accepted, each saying why).

extension View {
  /// A popover: a phone shows one as a sheet, and so does the page.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// A popover for an item: shown as a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// A cover over the whole screen: shown as a sheet (with its Close control).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// A cover for an item: shown as a sheet.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// Accepted; a page has no long-press or right-click menus of the app's (the items are not
  /// shown).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// Accepted; a page has no pull to refresh.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  /// The view at its ideal size in both axes, whatever it is offered.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// The view at its ideal size in the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    style(.fixedSize, .array([.bool(horizontal), .bool(vertical)]))
  }

  /// The order in which a stack offers its children space: higher first.
  public func layoutPriority(_ value: Double) -> some View { style(.layoutPriority, .number(value)) }

  /// Accepted; rows keep the page's background.
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Accepted; rows keep the page's separators.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

  /// Accepted; rows keep the page's insets.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Accepted; sections keep the page's separators.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

  /// Accepted; a sheet on a page is one size.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Accepted; a sheet on a page has no drag indicator.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Accepted; the browser's autofill reads the field's type and name.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// Accepted; symbols show one way.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

  /// Accepted; the page's bar keeps its look.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted; the page's bar keeps its look.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Whether a bar's background shows (iOS 18's spelling of `toolbarBackground(_:for:)`).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted; the page's bar keeps its look.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted; the page's header keeps its title.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted; the page shows the title and back control it has.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// Space between the letters of the text inside, in points.
  public func kerning(_ kerning: CGFloat) -> some View { style(.kerning, .number(Double(kerning))) }

  /// Space between the letters of the text inside, in points.
  public func tracking(_ tracking: CGFloat) -> some View { style(.kerning, .number(Double(tracking))) }

  /// A hint for assistive technology (the page's `aria-description`).
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
    style(.accessibilityHint, .string(hint.text))
  }

  /// A hint for assistive technology, from a text.
  public func accessibilityHint(_ hint: Text) -> some View { style(.accessibilityHint, .string(hint.string)) }

  /// A value for assistive technology ("3 of 5").
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
    style(.accessibilityValue, .string(value.text))
  }

  /// Hides the view from assistive technology (`aria-hidden`).
  public func accessibilityHidden(_ hidden: Bool) -> some View { style(.accessibilityHidden, .bool(hidden)) }

  /// An identifier for tests (the page's `data-testid`).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    style(.accessibilityIdentifier, .string(identifier))
  }

  /// What the element is to assistive technology: a button, heading, link or image becomes that
  /// ARIA role on the page, selected becomes `aria-selected`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    style(.accessibilityTraits, .number(Double(traits.rawValue)))
  }

  /// Accepted; the page's elements keep their own roles.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// Accepted; the page's elements are read as they are laid out.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

  /// Accepted; a page runs no custom accessibility actions.
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    self
  }
}

extension Text {
  /// Space between the letters, in points.
  nonisolated public func kerning(_ kerning: CGFloat) -> Text { styled(.kerning, .number(Double(kerning))) }
  /// Space between the letters, in points.
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { styled(.kerning, .number(Double(tracking))) }
}

/// Where a popover points (a page shows popovers as sheets).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A geometry value's source (for `PopoverAttachmentAnchor`).
public struct Anchor<Value>: @unchecked Sendable {
  /// The value, resolved in the view's own space (a page gives anchors the view's bounds at
  /// the origin, as its geometry reaches apps through `GeometryReader`).
  let value: Any

  /// Where the value comes from.
  public struct Source: @unchecked Sendable {
    let value: Any
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: CGRect.zero) }
    /// A point of the view.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: point) }
    /// A unit point of the view.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
      Anchor<CGPoint>.Source(value: CGPoint.zero)
    }
    /// A rectangle in the view.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: rect) }
  }

  init(value: Any) { self.value = value }

  /// An anchor resolving to `value` (for frameworks beside SwiftUI: a chart's plot frame).
  @_spi(Host) public init(resolvedValue value: Value) { self.value = value }

  /// The anchor's value.
  func resolved() -> Value { value as! Value }
}

/// The top and bottom edges.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top.
  case top
  /// The bottom.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    /// The edges, as bits.
    public let rawValue: Int8
    /// Edges from bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top.
    public static let top = Set(rawValue: 1)
    /// The bottom.
    public static let bottom = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.top, .bottom]
  }
}

/// A height a sheet can rest at (one size on a page).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  /// Half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: "large")
  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  /// A fraction of the screen.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

/// What a text field holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The type's name.
  public let rawValue: String
  /// A type by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "current-password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "url")
  /// A name's prefix (Dr).
  public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "given-name")
  /// A middle name.
  public static let middleName = UITextContentType(rawValue: "additional-name")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "family-name")
  /// A name's suffix (Jr).
  public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = UITextContentType(rawValue: "organization-title")
  /// An organisation's name.
  public static let organizationName = UITextContentType(rawValue: "organization")
  /// A place.
  public static let location = UITextContentType(rawValue: "street-address")
  /// An address's first line.
  public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
  /// An address's second line.
  public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  /// A state or province.
  public static let addressState = UITextContentType(rawValue: "address-level1")
  /// A city and state.
  public static let addressCityAndState = UITextContentType(rawValue: "address-level2")
  /// A neighbourhood.
  public static let sublocality = UITextContentType(rawValue: "address-level3")
  /// A country.
  public static let countryName = UITextContentType(rawValue: "country-name")
  /// A card number.
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
  /// A card's security code.
  public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
  /// The name on a card.
  public static let creditCardName = UITextContentType(rawValue: "cc-name")
  /// The given name on a card.
  public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
  /// The middle name on a card.
  public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
  /// The family name on a card.
  public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
  /// A card's expiry.
  public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
  /// A card's expiry month.
  public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
  /// A card's expiry year.
  public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
  /// A card's type.
  public static let creditCardType = UITextContentType(rawValue: "cc-type")
  /// A parcel's tracking number.
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "off")
  /// A flight number.
  public static let flightNumber = UITextContentType(rawValue: "off")
  /// A date and time.
  public static let dateTime = UITextContentType(rawValue: "off")
  /// A birth date.
  public static let birthdate = UITextContentType(rawValue: "bday")
  /// A birth date's day.
  public static let birthdateDay = UITextContentType(rawValue: "bday-day")
  /// A birth date's month.
  public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
  /// A birth date's year.
  public static let birthdateYear = UITextContentType(rawValue: "bday-year")
  /// A SIM's EID.
  public static let cellularEID = UITextContentType(rawValue: "off")
  /// A phone's IMEI.
  public static let cellularIMEI = UITextContentType(rawValue: "off")
}

/// How a symbol is drawn: filled, circled… (symbols show one way on a page).
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  /// As drawn.
  public static let none = SymbolVariants(name: "none")
  /// Filled.
  public static let fill = SymbolVariants(name: "fill")
  /// In a circle.
  public static let circle = SymbolVariants(name: "circle")
  /// In a square.
  public static let square = SymbolVariants(name: "square")
  /// With a slash.
  public static let slash = SymbolVariants(name: "slash")
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// Whichever the system picks.
  public static let automatic = ToolbarPlacement(name: "automatic")
}

/// What an element is to assistive technology.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits, as bits.
  public let rawValue: Int
  /// Traits from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1)
  /// A heading.
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 8)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 16)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 64)
  /// Plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 128)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 256)
  /// A summary of the screen.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 512)
  /// Changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1024)
  /// Starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 2048)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 4096)
  /// Turns the page.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 8192)
  /// Modal: what is behind it is not read.
  public static let isModal = AccessibilityTraits(rawValue: 16384)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 32768)
  /// A tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 65536)
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are hidden; the element speaks for them.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are one element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// The children are inside the element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
}
