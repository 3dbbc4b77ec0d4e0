import Combine
import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A model in the style of pre-iOS-17 tutorials: `@Published` properties, a derived value
/// kept by `assign(to:)`, a custom announcer.
final class PricedOrder: ObservableObject {
  @Published var quantity = 1
  @Published var price = 2.5
  @Published var total = 0.0
  private var cancellables = Set<AnyCancellable>()

  init() {
    $quantity.combineLatest($price).map { Double($0) * $1 }.assign(to: &$total)
  }
}

final class CountTicker: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

/// A clock as tutorials write it: a timer publisher, autoconnected, received by a view.
struct Clock: View {
  let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    Text("Ticks: \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

struct ClockHost: View {
  @State var showing = true
  var body: some View {
    VStack {
      if showing { Clock() }
      Button("Stop") { showing = false }
    }
  }
}

/// Counts what a view received.
@MainActor
final class Received {
  var count = 0
}

struct Listener: View {
  let subject: PassthroughSubject<Int, Never>
  let received: Received
  var body: some View {
    Text("listening").onReceive(subject) { _ in received.count += 1 }
  }
}

struct ListenerHost: View {
  let subject: PassthroughSubject<Int, Never>
  let received: Received
  @State var showing = true
  var body: some View {
    VStack {
      if showing { Listener(subject: subject, received: received) }
      Button("Leave") { showing = false }
    }
  }
}

@Suite("Combine")
struct CombineTests {
  @Test("subjects, sink, operators, store(in:), cancellation")
  func publishers() {
    var seen: [Int] = []
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, Never>()
    subject.filter { $0 % 2 == 0 }.map { $0 * 10 }.removeDuplicates().sink { seen.append($0) }.store(in: &cancellables)
    for value in [1, 2, 2, 3, 4] { subject.send(value) }
    #expect(seen == [20, 40])
    cancellables.removeAll()
    subject.send(6)
    #expect(seen == [20, 40], "a released cancellable stops the values")

    let current = CurrentValueSubject<String, Never>("first")
    var strings: [String] = []
    let kept = current.sink { strings.append($0) }
    current.value = "second"
    current.send(completion: .finished)
    current.send("after the end")
    #expect(strings == ["first", "second"])
    kept.cancel()

    var finished = false
    _ = Just(7).sink(
      receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { seen.append($0) })
    #expect(seen.last == 7 && finished)
    var scanned: [Int] = []
    let numbers = PassthroughSubject<Int, Never>()
    let scanning = numbers.scan(0, +).prefix(3).sink { scanned.append($0) }
    for number in [1, 2, 3, 4] { numbers.send(number) }
    #expect(scanned == [1, 3, 6])
    scanning.cancel()
    var future: Int?
    _ = Future<Int, Never> { promise in promise(.success(42)) }.sink { future = $0 }
    #expect(future == 42)
  }

  @Test("@Published: its publisher, assign(to: &$), objectWillChange of a model and of a custom announcer")
  func published() {
    let order = PricedOrder()
    #expect(order.total == 2.5)
    order.quantity = 3
    #expect(order.total == 7.5)
    var announced = 0
    let watch = order.objectWillChange.sink { announced += 1 }
    order.price = 1
    #expect(announced >= 1 && order.total == 3)
    watch.cancel()
    let ticker = CountTicker()
    var ticks = 0
    let listening = ticker.objectWillChange.sink { ticks += 1 }
    ticker.count += 1
    #expect(ticks == 1)
    listening.cancel()
  }

  @Test("debounce waits for quiet on the main queue")
  @MainActor
  func debounce() async throws {
    let typed = PassthroughSubject<String, Never>()
    var searched: [String] = []
    let kept = typed.debounce(for: .milliseconds(50), scheduler: DispatchQueue.main).sink { searched.append($0) }
    typed.send("s")
    typed.send("sw")
    typed.send("swift")
    try await Task.sleep(for: .milliseconds(200))
    #expect(searched == ["swift"])
    kept.cancel()
  }

  @Test("a view's onReceive gets a timer's dates while it shows, and its subscription ends with it")
  @MainActor
  func clock() async throws {
    let graph = ViewGraph(ClockHost())
    graph.render()
    for _ in 0..<100 where !(graph.tree.texts.first.map { $0 != "Ticks: 0" } ?? false) {
      try await Task.sleep(for: .milliseconds(10))
      graph.render()
    }
    let shown = graph.tree.texts.first ?? ""
    #expect(shown != "Ticks: 0" && shown.hasPrefix("Ticks: "), "\(shown)")
    graph.act(.button, "Stop", .tap)
    #expect(!graph.tree.texts.contains { $0.hasPrefix("Ticks") })

    // One subscription however often the view renders; none once it is gone.
    let subject = PassthroughSubject<Int, Never>()
    let received = Received()
    let listening = ViewGraph(ListenerHost(subject: subject, received: received))
    listening.render()
    listening.render()
    subject.send(1)
    // Delivered on the main queue (at once when sent from it).
    for _ in 0..<100 where received.count == 0 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(received.count == 1)
    listening.act(.button, "Leave", .tap)
    subject.send(2)
    try await Task.sleep(for: .milliseconds(50))
    #expect(received.count == 1, "the view that went took its subscription with it")
  }
}

@Suite("Combine's throwing and decoding operators, as network code chains them")
struct ThrowingOperatorTests {
  struct Todo: Decodable, Equatable {
    let id: Int
    let title: String
  }

  @Test("decode, tryMap, mapError, catch, retry and subscribe(on:) deliver what Apple's Combine does")
  func pipeline() {
    var todos: [Todo] = []
    var ended: Subscribers.Completion<any Error>?
    let json = Data(#"[{"id":1,"title":"Milk"}]"#.utf8)
    let ok = Just(json).setFailureType(to: Error.self)
      .subscribe(on: ImmediateScheduler.shared)
      .decode(type: [Todo].self, decoder: JSONDecoder())
      .sink(receiveCompletion: { ended = $0 }, receiveValue: { todos = $0 })
    #expect(todos == [Todo(id: 1, title: "Milk")])
    if case .finished? = ended {} else { Issue.record("the pipeline did not finish: \(String(describing: ended))") }
    _ = ok

    // A decoding failure ends the stream with the decoder's error; catch replaces it.
    var failed = false
    var fallback: [Todo] = []
    let bad = Just(Data("not json".utf8)).setFailureType(to: Error.self)
      .decode(type: [Todo].self, decoder: JSONDecoder())
      .mapError { error -> Error in
        failed = error is DecodingError
        return error
      }
      .catch { _ in Just([Todo(id: 0, title: "none")]).setFailureType(to: Error.self) }
      .sink(receiveCompletion: { _ in }, receiveValue: { fallback = $0 })
    #expect(failed && fallback == [Todo(id: 0, title: "none")])
    _ = bad

    // tryMap's throw fails the stream; retry subscribes again that many times.
    var attempts = 0
    var lastError: Subscribers.Completion<any Error>?
    let retried = Just(1).setFailureType(to: Error.self)
      .tryMap { value -> Int in
        attempts += 1
        throw CocoaError(.fileNoSuchFile)
      }
      .retry(2)
      .sink(receiveCompletion: { lastError = $0 }, receiveValue: { _ in })
    #expect(attempts == 3)
    if case .failure? = lastError {} else { Issue.record("retry did not end in the failure") }
    _ = retried
  }

  /// The values a publisher sends before it ends, and how it ends.
  func values<P: Publisher>(_ publisher: P) -> ([P.Output], String) {
    var values: [P.Output] = []
    var end = "open"
    let cancellable = publisher.sink(
      receiveCompletion: {
        if case .failure(let error) = $0 { end = "failed \(error)" } else { end = "finished" }
      }, receiveValue: { values.append($0) })
    _ = cancellable
    return (values, end)
  }

  @Test("Apple's reducing, selecting and sequencing operators, each subscription with its own state")
  func sequenceOperators() {
    let numbers = [3, 1, 4, 1, 5, 9, 2, 6].publisher
    #expect(values(numbers.collect()).0 == [[3, 1, 4, 1, 5, 9, 2, 6]])
    #expect(values(numbers.collect(3)).0 == [[3, 1, 4], [1, 5, 9], [2, 6]])
    #expect(values(numbers.reduce(0, +)).0 == [31])
    #expect(values(numbers.count()).0 == [8])
    #expect(values(numbers.contains(9)).0 == [true])
    #expect(values(numbers.allSatisfy { $0 < 9 }).0 == [false])
    #expect(values(numbers.min()).0 == [1] && values(numbers.max()).0 == [9])
    #expect(values(numbers.last()).0 == [6] && values(numbers.last { $0 < 3 }).0 == [2])
    #expect(values(numbers.first { $0 > 3 }).0 == [4])
    #expect(values(numbers.drop { $0 != 5 }).0 == [5, 9, 2, 6])
    #expect(values(numbers.prefix { $0 != 5 }) == ([3, 1, 4, 1], "finished"))
    #expect(values(numbers.output(at: 2)).0 == [4] && values(numbers.output(in: 1..<3)).0 == [1, 4])
    #expect(values(numbers.removeDuplicates { $0 % 2 == $1 % 2 }).0 == [3, 4, 1, 2])
    #expect(values(Empty<Int, Never>().replaceEmpty(with: 7)).0 == [7])
    #expect(values(numbers.ignoreOutput()).1 == "finished")
    #expect(values(Just(1).append(2, 3).prepend(0)).0 == [0, 1, 2, 3])
    #expect(values(Just(1).append([2].publisher)).0 == [1, 2])
    #expect(values(numbers.zip(["a", "b"].publisher)).0.map { "\($0)\($1)" } == ["3a", "1b"])
    let dropping = numbers.dropFirst(6)
    #expect(values(dropping).0 == [2, 6] && values(dropping).0 == [2, 6])  // state per subscription
    #expect(values([1, 2].publisher.map(\.description)).0 == ["1", "2"])
  }

  @Test("throwing forms end the stream with the error; share subscribes upstream once")
  func throwingFormsAndShare() {
    struct Odd: Error {}
    let numbers = [2, 4, 5, 6].publisher
    #expect(
      values(
        numbers.tryFilter {
          if $0 == 5 { throw Odd() }; return true
        }) == ([2, 4], "failed Odd()"))
    #expect(values(numbers.tryReduce(0) { $0 + $1 }).0 == [17])
    #expect(values(numbers.tryScan(0) { $0 + $1 }).0 == [2, 6, 11, 17])
    #expect(values(numbers.tryFirst { $0 > 4 }).0 == [5])
    #expect(values(Fail<Int, Odd>(error: Odd()).tryCatch { _ in Just(1) }).0 == [1])
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    var first: [Int] = []
    var second: [Int] = []
    let a = shared.sink { first.append($0) }
    let b = shared.sink { second.append($0) }
    subject.send(1)
    #expect(subscriptions == 1 && first == [1] && second == [1])
    _ = (a, b)
  }

  @Test("subscribe(_:) with Subscribers.Assign and Sink, and a subscriber of the app's own, as Combine's")
  func subscribers() {
    final class Keyboard {
      var height = 0.0
    }
    let keyboard = Keyboard()
    let heights = PassthroughSubject<Double, Never>()
    let assign = Subscribers.Assign(object: keyboard, keyPath: \Keyboard.height)
    heights.subscribe(assign)
    heights.send(291)
    #expect(keyboard.height == 291)
    assign.cancel()
    heights.send(0)
    #expect(keyboard.height == 291, "cancelled: no more writes")
    #expect(assign.object == nil, "and the object let go")

    var seen: [Int] = []
    var ended = false
    let numbers = PassthroughSubject<Int, Never>()
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in ended = true }, receiveValue: { seen.append($0) })
    numbers.subscribe(sink)
    numbers.send(1)
    numbers.send(2)
    numbers.send(completion: .finished)
    numbers.send(3)
    #expect(seen == [1, 2] && ended)

    // A subscriber of the app's own, asking for values with a demand.
    final class Collector: Subscriber {
      typealias Input = String
      typealias Failure = Never
      var got: [String] = []
      var subscription: (any Subscription)?
      func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.max(2))
      }
      func receive(_ input: String) -> Subscribers.Demand {
        got.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) { got.append("done") }
    }
    let collector = Collector()
    ["a", "b"].publisher.subscribe(collector)
    #expect(collector.got == ["a", "b", "done"])
    #expect(Subscribers.Demand.max(2) + 1 == .max(3) && Subscribers.Demand.unlimited + 1 == .unlimited)
    #expect(Subscribers.Demand.max(1) < .unlimited && Subscribers.Demand.none == .max(0))
  }

  @Test("URLError(.init(rawValue:)) builds as on Apple's systems, an unknown code as .unknown")
  func urlErrorFromStatus() {
    #expect(URLError(.init(rawValue: -1001)).code == .timedOut)
    #expect(URLError(.init(rawValue: 404)).code == .unknown)
    #expect(URLError(.badServerResponse).code == .badServerResponse)
  }
}
