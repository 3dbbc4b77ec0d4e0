// GameplayKit's game logic, which needs no screen: random sources and distributions (fair,
// shuffled and Gaussian), state machines, and entities with components. Seeded sources repeat
// their sequence for the same seed, as Apple's do; the numbers are this implementation's own
// (SplitMix64 seeding a xoshiro256** generator), not Apple's.
@_exported import Foundation

/// A source of random numbers.
public protocol GKRandom {
  /// A number in the whole range of `Int`.
  func nextInt() -> Int
  /// A number in `0 ..< upperBound`.
  func nextInt(upperBound: Int) -> Int
  /// A number in `0 ..< 1`.
  func nextUniform() -> Float
  /// True or false, evenly.
  func nextBool() -> Bool
}

/// A generator of the xoshiro256** family, seeded through SplitMix64.
struct Xoshiro256: Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  init(seed: UInt64) {
    var mixer = seed
    func next() -> UInt64 {
      mixer &+= 0x9E37_79B9_7F4A_7C15
      var z = mixer
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (next(), next(), next(), next())
  }

  mutating func next() -> UInt64 {
    let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = state.3 << 45 | state.3 >> 19
    return result
  }
}

/// A random source: the shared one is seeded from the system; subclasses take a seed.
open class GKRandomSource: NSObject, GKRandom, @unchecked Sendable {
  private let lock = NSLock()
  private var generator: Xoshiro256

  /// A source seeded from the system's random numbers.
  public override init() { generator = Xoshiro256(seed: UInt64.random(in: .min ... .max)) }

  init(seedValue: UInt64) { generator = Xoshiro256(seed: seedValue) }

  private static let shared = GKRandomSource()

  /// The source shared by the app.
  open class func sharedRandom() -> GKRandomSource { shared }

  /// The next 64 random bits.
  func nextBits() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    return generator.next()
  }

  /// A number in the whole range of `Int`.
  open func nextInt() -> Int { Int(truncatingIfNeeded: nextBits()) }

  /// A number in `0 ..< upperBound` (without modulo bias).
  open func nextInt(upperBound: Int) -> Int {
    precondition(upperBound > 0, "nextInt(upperBound:) needs an upper bound above 0")
    let bound = UInt64(upperBound)
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let bits = nextBits()
      if bits < limit { return Int(bits % bound) }
    }
  }

  /// A number in `0 ..< 1`.
  open func nextUniform() -> Float { Float(nextBits() >> 40) / Float(1 << 24) }

  /// True or false, evenly.
  open func nextBool() -> Bool { nextBits() >> 63 == 1 }

  /// The elements of `array` in a random order (Fisher–Yates, with this source).
  open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
    var shuffled = array
    for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
      shuffled.swapAt(index, nextInt(upperBound: index + 1))
    }
    return shuffled
  }
}

/// A seeded source (Apple's is ARC4; this one's numbers are its own).
open class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
  /// The seed.
  public let seed: Data
  /// A source seeded from the system.
  public override init() {
    seed = Data((0..<16).map { _ in UInt8.random(in: 0...255) })
    super.init(seedValue: Self.fold(seed))
  }
  /// A source that repeats its sequence for the same seed.
  public init(seed: Data) {
    self.seed = seed
    super.init(seedValue: Self.fold(seed))
  }
  /// Skips `count` values.
  open func dropValues(_ count: Int) { for _ in 0..<max(count, 0) { _ = nextBits() } }
  static func fold(_ data: Data) -> UInt64 {
    data.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}

/// A seeded source (Apple's is a linear congruential generator; this one's numbers are its own).
open class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
  /// The seed.
  public let seed: UInt64
  /// A source seeded from the system.
  public override init() {
    seed = UInt64.random(in: .min ... .max)
    super.init(seedValue: seed)
  }
  /// A source that repeats its sequence for the same seed.
  public init(seed: UInt64) {
    self.seed = seed
    super.init(seedValue: seed)
  }
}

/// A seeded source (Apple's is a Mersenne Twister; this one's numbers are its own).
open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
  /// The seed.
  public let seed: UInt64
  /// A source seeded from the system.
  public override init() {
    seed = UInt64.random(in: .min ... .max)
    super.init(seedValue: seed)
  }
  /// A source that repeats its sequence for the same seed.
  public init(seed: UInt64) {
    self.seed = seed
    super.init(seedValue: seed)
  }
}

/// Numbers evenly spread over `lowestValue ... highestValue`: a die.
open class GKRandomDistribution: NSObject, GKRandom, @unchecked Sendable {
  /// The smallest number.
  public let lowestValue: Int
  /// The largest number.
  public let highestValue: Int
  /// How many numbers there are.
  public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }
  let source: GKRandom

  /// A distribution over `lowestValue ... highestValue` from `source`.
  public init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
    precondition(lowestValue <= highestValue, "a distribution's lowest value is above its highest")
    self.source = source
    self.lowestValue = lowestValue
    self.highestValue = highestValue
  }

  /// A distribution over `lowestValue ... highestValue` from a new source.
  public required convenience init(lowestValue: Int, highestValue: Int) {
    self.init(randomSource: GKRandomSource(), lowestValue: lowestValue, highestValue: highestValue)
  }

  /// A six-sided die.
  open class func d6() -> Self { Self(lowestValue: 1, highestValue: 6) }
  /// A twenty-sided die.
  open class func d20() -> Self { Self(lowestValue: 1, highestValue: 20) }
  /// A die of `sideCount` sides.
  open class func die(withSideCount sideCount: Int) -> Self { Self(lowestValue: 1, highestValue: sideCount) }

  /// The next number.
  open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
  /// The next number, below `upperBound` (and at most the highest).
  open func nextInt(upperBound: Int) -> Int {
    lowestValue + source.nextInt(upperBound: max(1, min(upperBound, numberOfPossibleOutcomes)))
  }
  /// The next number as a fraction of the range.
  open func nextUniform() -> Float {
    numberOfPossibleOutcomes == 1 ? 0 : Float(nextInt() - lowestValue) / Float(numberOfPossibleOutcomes - 1)
  }
  /// True or false, evenly.
  open func nextBool() -> Bool { source.nextBool() }
}

/// Numbers drawn without repeats until every one has come up (a shuffled deck, dealt again).
open class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {
  private var deck: [Int] = []
  private let lock = NSLock()

  /// The next number: the next of the deck, shuffled again when it is empty.
  open override func nextInt() -> Int {
    lock.lock()
    defer { lock.unlock() }
    if deck.isEmpty {
      deck = Array(lowestValue...highestValue)
      for index in stride(from: deck.count - 1, to: 0, by: -1) {
        deck.swapAt(index, source.nextInt(upperBound: index + 1))
      }
    }
    return deck.removeLast()
  }
}

/// Numbers around a mean, within three deviations of it (a bell curve, clipped).
open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
  /// The mean.
  public var mean: Float { Float(lowestValue + highestValue) / 2 }
  /// The standard deviation: a sixth of the range.
  public var deviation: Float { Float(highestValue - lowestValue) / 6 }

  /// The next number (Box–Muller, rounded, kept in range).
  open override func nextInt() -> Int {
    let u1 = max(Double(source.nextUniform()), 1e-9)
    let u2 = Double(source.nextUniform())
    let normal = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    let value = Int((Double(mean) + normal * Double(deviation)).rounded())
    return min(max(value, lowestValue), highestValue)
  }
}

/// A state of a state machine.
open class GKState: NSObject, @unchecked Sendable {
  /// The machine the state belongs to.
  open weak internal(set) var stateMachine: GKStateMachine?
  /// A state.
  public override init() {}
  /// Whether the machine may go from this state to one of `stateClass` (any, unless overridden).
  open func isValidNextState(_ stateClass: AnyClass) -> Bool { true }
  /// Entered, from `previousState`.
  open func didEnter(from previousState: GKState?) {}
  /// About to be left, for `nextState`.
  open func willExit(to nextState: GKState) {}
  /// A frame passed.
  open func update(deltaTime seconds: TimeInterval) {}
}

/// A machine that is in one of its states at a time.
open class GKStateMachine: NSObject, @unchecked Sendable {
  /// The state it is in.
  open private(set) var currentState: GKState?
  private let states: [GKState]

  /// A machine of `states` (one of each class), in none of them yet.
  public init(states: [GKState]) {
    self.states = states
    super.init()
    for state in states { state.stateMachine = self }
  }

  /// The machine's state of a class.
  open func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
    states.first { type(of: $0) == stateClass } as? StateType
  }

  /// Whether the machine may enter a state of `stateClass` now.
  open func canEnterState(_ stateClass: AnyClass) -> Bool {
    guard states.contains(where: { type(of: $0) == stateClass }) else { return false }
    return currentState?.isValidNextState(stateClass) ?? true
  }

  /// Enters the state of `stateClass` when it may: the current one is told it is left, the new
  /// one that it is entered. `false` when it may not.
  @discardableResult
  open func enter(_ stateClass: AnyClass) -> Bool {
    guard canEnterState(stateClass), let next = states.first(where: { type(of: $0) == stateClass }) else {
      return false
    }
    let previous = currentState
    previous?.willExit(to: next)
    currentState = next
    next.didEnter(from: previous)
    return true
  }

  /// Passes a frame to the current state.
  open func update(deltaTime seconds: TimeInterval) { currentState?.update(deltaTime: seconds) }
}

/// A part of an entity's behaviour.
open class GKComponent: NSObject, @unchecked Sendable {
  /// The entity it belongs to.
  open weak internal(set) var entity: GKEntity?
  /// A component.
  public override init() {}
  /// A frame passed.
  open func update(deltaTime seconds: TimeInterval) {}
  /// Added to an entity.
  open func didAddToEntity() {}
  /// About to be removed from its entity.
  open func willRemoveFromEntity() {}
}

/// A thing in a game, made of components (one of each class).
open class GKEntity: NSObject, @unchecked Sendable {
  /// Its components.
  open private(set) var components: [GKComponent] = []
  /// An entity.
  public override init() {}
  /// Adds a component, replacing one of the same class.
  open func addComponent(_ component: GKComponent) {
    components.removeAll { type(of: $0) == type(of: component) }
    components.append(component)
    component.entity = self
    component.didAddToEntity()
  }
  /// Removes the component of a class.
  open func removeComponent<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) {
    for component in components where type(of: component) == componentClass {
      component.willRemoveFromEntity()
      component.entity = nil
    }
    components.removeAll { type(of: $0) == componentClass }
  }
  /// The component of a class.
  open func component<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) -> ComponentType? {
    components.first { type(of: $0) == componentClass } as? ComponentType
  }
  /// Passes a frame to every component.
  open func update(deltaTime seconds: TimeInterval) {
    for component in components { component.update(deltaTime: seconds) }
  }
}
