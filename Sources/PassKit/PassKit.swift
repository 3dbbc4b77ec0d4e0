import Foundation
// PassKit on a page: Apple Pay is not there (no Wallet, no Secure Element on a server), so
// `canMakePayments()` is false, a payment sheet never presents (its completion says so) and a
// payment button is drawn as a button that does nothing; requests, summary items, networks and
// shipping methods keep what they are given. Wallet passes cannot be added.
@_exported import SwiftUI

/// A payment network.
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
  /// Its name.
  public let rawValue: String
  /// A network of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A network of a name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// American Express.
  public static let amex = PKPaymentNetwork("AmEx")
  /// Discover.
  public static let discover = PKPaymentNetwork("Discover")
  /// Mastercard.
  public static let masterCard = PKPaymentNetwork("MasterCard")
  /// Visa.
  public static let visa = PKPaymentNetwork("Visa")
  /// Maestro.
  public static let maestro = PKPaymentNetwork("Maestro")
  /// JCB.
  public static let JCB = PKPaymentNetwork("JCB")
  /// China UnionPay.
  public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
  /// Interac.
  public static let interac = PKPaymentNetwork("Interac")
  /// A store's private label card.
  public static let privateLabel = PKPaymentNetwork("PrivateLabel")
}

/// What a merchant can take.
public struct PKMerchantCapability: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Capabilities from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// 3-D Secure.
  public static let threeDSecure = PKMerchantCapability(rawValue: 1)
  /// 3-D Secure (the older name).
  public static let capability3DS = threeDSecure
  /// EMV.
  public static let emv = PKMerchantCapability(rawValue: 2)
  /// Credit cards.
  public static let credit = PKMerchantCapability(rawValue: 4)
  /// Debit cards.
  public static let debit = PKMerchantCapability(rawValue: 8)
}

/// Whether a summary item's amount is known.
public enum PKPaymentSummaryItemType: UInt, Sendable {
  /// Final.
  case final
  /// Not yet known.
  case pending
}

/// A line of a payment's summary.
open class PKPaymentSummaryItem: @unchecked Sendable {
  /// Its label.
  open var label: String
  /// Its amount.
  open var amount: NSDecimalNumber
  /// Whether the amount is final.
  open var type: PKPaymentSummaryItemType
  /// A line.
  public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType = .final) {
    (self.label, self.amount, self.type) = (label, amount, type)
  }
  /// A line (the factory spelling).
  public convenience init(label: String, amount: NSDecimalNumber) {
    self.init(label: label, amount: amount, type: .final)
  }
}

/// A range of days, for when an order ships.
open class PKDateComponentsRange: @unchecked Sendable {
  /// The first day.
  public let startDateComponents: DateComponents
  /// The last day.
  public let endDateComponents: DateComponents
  /// A range, or `nil` when it ends before it starts.
  public init?(start: DateComponents, end: DateComponents) {
    (startDateComponents, endDateComponents) = (start, end)
  }
}

/// A way to ship an order.
open class PKShippingMethod: PKPaymentSummaryItem, @unchecked Sendable {
  /// Its identifier.
  open var identifier: String?
  /// What it says about itself.
  open var detail: String?
  /// When it delivers.
  open var dateComponentsRange: PKDateComponentsRange?
}

/// The kinds of contact field a payment asks for.
public struct PKContactField: RawRepresentable, Hashable, Sendable {
  /// Its name.
  public let rawValue: String
  /// A field of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The postal address.
  public static let postalAddress = PKContactField(rawValue: "post")
  /// The email address.
  public static let emailAddress = PKContactField(rawValue: "email")
  /// The phone number.
  public static let phoneNumber = PKContactField(rawValue: "phone")
  /// The name.
  public static let name = PKContactField(rawValue: "name")
}

/// How an order reaches the buyer.
public enum PKShippingType: UInt, Sendable {
  /// Shipped.
  case shipping
  /// Delivered.
  case delivery
  /// Collected from a store.
  case storePickup
  /// Picked up by the service.
  case servicePickup
}

/// A request for a payment.
open class PKPaymentRequest: @unchecked Sendable {
  /// The merchant's identifier.
  open var merchantIdentifier = ""
  /// The merchant's country.
  open var countryCode = ""
  /// The currency.
  open var currencyCode = ""
  /// The networks taken.
  open var supportedNetworks: [PKPaymentNetwork] = []
  /// What the merchant can take.
  open var merchantCapabilities: PKMerchantCapability = []
  /// The summary's lines; the last is the total.
  open var paymentSummaryItems: [PKPaymentSummaryItem] = []
  /// The ways to ship.
  open var shippingMethods: [PKShippingMethod]?
  /// How it ships.
  open var shippingType = PKShippingType.shipping
  /// The contact fields asked for shipping.
  open var requiredShippingContactFields: Set<PKContactField> = []
  /// The contact fields asked for billing.
  open var requiredBillingContactFields: Set<PKContactField> = []
  /// Data the merchant attaches.
  open var applicationData: Data?
  /// A request.
  public init() {}
}

/// An authorised payment (none is made on a page).
open class PKPayment: @unchecked Sendable {
  /// The payment's token.
  open var token = PKPaymentToken()
}

/// A payment's token.
open class PKPaymentToken: @unchecked Sendable {
  /// The encrypted payment data.
  open var paymentData = Data()
  /// The transaction's identifier.
  open var transactionIdentifier = ""
}

/// How an authorisation went.
public enum PKPaymentAuthorizationStatus: Int, Sendable {
  /// It went through.
  case success
  /// It failed.
  case failure
}

/// What an app answers an authorisation with.
open class PKPaymentAuthorizationResult: @unchecked Sendable {
  /// How it went.
  open var status: PKPaymentAuthorizationStatus
  /// What went wrong.
  open var errors: [any Error]?
  /// A result.
  public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
    (self.status, self.errors) = (status, errors)
  }
}

/// What a payment sheet tells.
public protocol PKPaymentAuthorizationControllerDelegate: AnyObject {
  /// The person authorised the payment.
  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
  /// The sheet closed.
  func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
}

extension PKPaymentAuthorizationControllerDelegate {
  /// Nothing, unless the delegate says.
  public func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) { completion(PKPaymentAuthorizationResult(status: .failure, errors: nil)) }
}

/// The Apple Pay sheet: it never presents on a page.
open class PKPaymentAuthorizationController: @unchecked Sendable {
  /// Who is told.
  open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?
  /// The request.
  public let paymentRequest: PKPaymentRequest
  /// A sheet for a request.
  public init(paymentRequest request: PKPaymentRequest) { paymentRequest = request }
  /// Whether this device can pay: no, a page has no Apple Pay.
  open class func canMakePayments() -> Bool { false }
  /// Whether it can pay with these networks: no.
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
  /// Whether it can pay with these networks and capabilities: no.
  open class func canMakePayments(
    usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability
  ) -> Bool { false }
  /// Shows the sheet: it cannot be shown, so `completion` is told `false`.
  open func present(completion: (@Sendable (Bool) -> Void)? = nil) {
    DispatchQueue.main.async { completion?(false) }
  }
  /// Shows the sheet: `false`.
  open func present() async -> Bool { false }
  /// Closes the sheet.
  open func dismiss(completion: (@Sendable () -> Void)? = nil) { completion?() }
}

/// The Apple Pay button's kinds.
public enum PKPaymentButtonType: Int, Sendable {
  /// "Pay".
  case plain
  /// "Buy with".
  case buy
  /// "Set up".
  case setUp
  /// "Pay with".
  case inStore
  /// "Donate with".
  case donate
  /// "Check out with".
  case checkout
  /// "Book with".
  case book
  /// "Subscribe with".
  case subscribe
  /// "Order with".
  case order
  /// "Continue with".
  case `continue`
}

/// The Apple Pay button's looks.
public enum PKPaymentButtonStyle: Int, Sendable {
  /// White.
  case white
  /// White with an outline.
  case whiteOutline
  /// Black.
  case black
  /// As the appearance says.
  case automatic
}

/// The Apple Pay button (a UIKit view's placeholder on a page).
@preconcurrency @MainActor
open class PKPaymentButton: UIButton {
  /// Its corner radius.
  open var cornerRadius: CGFloat = 4
  /// A button of a kind and look.
  public nonisolated init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
    super.init(frame: .zero)
  }
  /// A button from an archive (UIKit's required initialiser).
  public required nonisolated init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A label for SwiftUI's Apple Pay button.
public struct PayWithApplePayButtonLabel: Sendable, Equatable {
  let name: String
  /// "Pay".
  public static let plain = PayWithApplePayButtonLabel(name: "Pay")
  /// "Buy with".
  public static let buy = PayWithApplePayButtonLabel(name: "Buy with")
  /// "Check out with".
  public static let checkout = PayWithApplePayButtonLabel(name: "Check out with")
  /// "Donate with".
  public static let donate = PayWithApplePayButtonLabel(name: "Donate with")
  /// "Subscribe with".
  public static let subscribe = PayWithApplePayButtonLabel(name: "Subscribe with")
  /// "Continue with".
  public static let `continue` = PayWithApplePayButtonLabel(name: "Continue with")
}

/// SwiftUI's Apple Pay button: drawn as a black button reading "<label> Apple Pay", which runs
/// its action (a page has no Apple Pay, so the action's sheet will say it cannot pay).
public struct PayWithApplePayButton: View {
  let label: PayWithApplePayButtonLabel
  let action: () -> Void
  /// A button that runs `action`.
  public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) {
    (self.label, self.action) = (label, action)
  }
  /// The button.
  public var body: some View {
    Button(action: action) {
      Text(label == .plain ? "Pay with Apple Pay" : "\(label.name) Apple Pay").foregroundStyle(.white)
        .frame(maxWidth: .infinity, minHeight: 44)
        .background(Color.black, in: RoundedRectangle(cornerRadius: 8))
    }
  }
}
