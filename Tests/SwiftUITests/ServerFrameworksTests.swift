import AVFoundation
import CoreBluetooth
import CoreGraphics
import CoreLocation
import CoreMotion
import Foundation
import GameplayKit
import LocalAuthentication
import Network
import Security
import Speech
import SwiftUI
import Testing
import WidgetKit

/// A central's delegate, which records the states it is told.
final class StateRecorder: CBCentralManagerDelegate, @unchecked Sendable {
  var states: [CBManagerState] = []
  let told = DispatchSemaphore(value: 0)
  func centralManagerDidUpdateState(_ central: CBCentralManager) {
    states.append(central.state)
    told.signal()
  }
}

/// A state of a small game, for the state machine's test.
final class Playing: GKState {
  override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass == GameOver.self }
}

/// The game's end, which leads back to nothing.
final class GameOver: GKState {
  var enteredFrom: String?
  override func isValidNextState(_ stateClass: AnyClass) -> Bool { false }
  override func didEnter(from previousState: GKState?) { enteredFrom = previousState.map { "\(type(of: $0))" } }
}

/// A component counting the frames it is given.
final class FrameCounter: GKComponent {
  var frames = 0
  override func update(deltaTime seconds: TimeInterval) { frames += 1 }
}

@Suite("Frameworks a server has no sensor or service for, and GameplayKit's logic")
struct ServerFrameworksTests {
  @Test("coordinates and distances are real; a manager has no location and is denied")
  func location() {
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    // 343.5 km on the WGS 84 ellipsoid; the sphere is within 0.5 % of it.
    #expect(abs(london.distance(from: paris) - 343_500) < 343_500 * 0.005)
    #expect(london.distance(from: london) == 0)
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 45, longitude: 170)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    let region = CLCircularRegion(center: paris.coordinate, radius: 10_000, identifier: "Paris")
    #expect(region.contains(CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35)))
    #expect(!region.contains(london.coordinate))
    let manager = CLLocationManager()
    #expect(manager.location == nil && manager.authorizationStatus == .notDetermined)
    #expect(!CLLocationManager.locationServicesEnabled() && CLLocationManager.authorizationStatus() == .denied)
    #expect(CLError(.denied).errorDescription?.contains("server") == true)
  }

  @Test("the keychain keeps items for the run: add, find, update, delete, with the keychain's status codes")
  func keychain() throws {
    let account = "user-\(UUID().uuidString)"
    let query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "app",
      kSecAttrAccount as String: account,
    ]
    var added = query
    added[kSecValueData as String] = Data("s3cret".utf8)
    #expect(SecItemAdd(added as CFDictionary, nil) == errSecSuccess)
    #expect(SecItemAdd(added as CFDictionary, nil) == errSecDuplicateItem)
    var read = query
    read[kSecReturnData as String] = kCFBooleanTrue
    read[kSecMatchLimit as String] = kSecMatchLimitOne
    var item: AnyObject?
    #expect(SecItemCopyMatching(read as CFDictionary, &item) == errSecSuccess)
    #expect((item as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")
    let update: [String: Any] = [kSecValueData as String: Data("n3w".utf8)]
    #expect(SecItemUpdate(query as CFDictionary, update as CFDictionary) == errSecSuccess)
    #expect(SecItemCopyMatching(read as CFDictionary, &item) == errSecSuccess)
    #expect((item as? Data).map { String(decoding: $0, as: UTF8.self) } == "n3w")
    #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
    #expect(SecItemCopyMatching(read as CFDictionary, &item) == errSecItemNotFound)
    #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
    // The names an app spells beside SwiftUI, AVFoundation (AudioToolbox) and CoreGraphics,
    // each of which Apple declares once: one declaration each here too, or the name is ambiguous.
    let status: OSStatus = SecItemDelete(query as CFDictionary)
    let itemClass: CFString = kSecClassGenericPassword
    #expect(status == errSecItemNotFound && itemClass == kSecClassGenericPassword)
    var bytes = [UInt8](repeating: 0, count: 32)
    #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
    #expect(bytes.contains { $0 != 0 })
  }

  @Test("Bluetooth is unsupported, told to the delegate on its queue; speech is restricted; there are no widgets")
  func radioSpeechWidgets() async throws {
    let recorder = StateRecorder()
    let central = CBCentralManager(delegate: recorder, queue: DispatchQueue(label: "bluetooth"))
    #expect(recorder.told.wait(timeout: .now() + 10) == .success)
    #expect(recorder.states == [.unsupported] && central.state == .unsupported)
    central.scanForPeripherals(withServices: [CBUUID(string: "180d")])
    #expect(CBUUID(string: "180d").uuidString == "180D")

    #expect(SFSpeechRecognizer.authorizationStatus() == .restricted)
    // The audio engine a recogniser is fed from starts, and its input has no signal.
    let engine = AVAudioEngine()
    engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: engine.inputNode.outputFormat(forBus: 0)) { _, _ in
      Issue.record("no audio reaches a server's microphone")
    }
    engine.prepare()
    try engine.start()
    #expect(engine.isRunning && AVAudioSession.sharedInstance().recordPermission == .denied)
    engine.stop()
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "en_US"))?.isAvailable == false)
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    let family: WidgetFamily = .systemSmall
    #expect(WidgetFamily.allCases.first == family)
    WidgetCenter.shared.reloadAllTimelines()
  }

  @Test("motion sensors and biometrics report themselves unavailable, with the reason")
  func sensors() async throws {
    let motion = CMMotionManager()
    #expect(!motion.isAccelerometerAvailable && !motion.isDeviceMotionAvailable && motion.deviceMotion == nil)
    motion.startDeviceMotionUpdates(to: OperationQueue()) { _, _ in Issue.record("no motion arrives") }
    #expect(motion.isDeviceMotionActive)
    motion.stopDeviceMotionUpdates()
    #expect(!motion.isDeviceMotionActive)
    #expect(!CMPedometer.isStepCountingAvailable())
    // AVFoundation brings AudioToolbox's system sounds, as Apple's does (this file imports no AudioToolbox).
    AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)

    let context = LAContext()
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && error?.domain == LAError.errorDomain)
    #expect(context.biometryType == .none)
    await #expect(throws: LAError(.passcodeNotSet)) {
      try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
    }
  }

  @Test("a path monitor reports the server's satisfied path on its queue")
  func network() async {
    let monitor = NWPathMonitor()
    let path: NWPath = await withCheckedContinuation { continuation in
      monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
      monitor.start(queue: DispatchQueue(label: "monitor"))
    }
    #expect(path.status == .satisfied && path.usesInterfaceType(.wiredEthernet) && !path.isExpensive)
    monitor.cancel()
  }

  @Test("seeded sources repeat; a shuffled distribution deals every value once a round; dice stay in range")
  func randomness() {
    let first = GKMersenneTwisterRandomSource(seed: 42)
    let second = GKMersenneTwisterRandomSource(seed: 42)
    let a = (0..<20).map { _ in first.nextInt(upperBound: 1000) }
    #expect(a == (0..<20).map { _ in second.nextInt(upperBound: 1000) })
    #expect(a != (0..<20).map { _ in GKMersenneTwisterRandomSource(seed: 43).nextInt(upperBound: 1000) })
    let deck = GKShuffledDistribution(
      randomSource: GKARC4RandomSource(seed: Data([1, 2, 3])), lowestValue: 1, highestValue: 6)
    for _ in 0..<5 { #expect(Set((0..<6).map { _ in deck.nextInt() }) == Set(1...6)) }
    let die = GKRandomDistribution.d20()
    #expect((0..<500).allSatisfy { _ in (1...20).contains(die.nextInt()) })
    let bell = GKGaussianDistribution(lowestValue: 0, highestValue: 60)
    #expect(bell.mean == 30 && bell.deviation == 10)
    #expect((0..<500).allSatisfy { _ in (0...60).contains(bell.nextInt()) })
    let shuffled = GKRandomSource.sharedRandom().arrayByShufflingObjects(in: Array(1...10)) as? [Int]
    #expect(shuffled?.sorted() == Array(1...10))
    #expect((0..<1000).allSatisfy { _ in (0..<1).contains(first.nextUniform()) })
  }

  @Test("a state machine enters only valid next states; entities pass frames to their components")
  func stateMachineAndEntities() throws {
    let machine = GKStateMachine(states: [Playing(), GameOver()])
    #expect(machine.enter(Playing.self) && machine.currentState is Playing)
    #expect(!machine.enter(Playing.self), "Playing may not follow itself")
    #expect(machine.enter(GameOver.self))
    #expect(try #require(machine.state(forClass: GameOver.self)).enteredFrom == "Playing")
    #expect(!machine.canEnterState(Playing.self))

    let entity = GKEntity()
    entity.addComponent(FrameCounter())
    entity.update(deltaTime: 1 / 60)
    entity.update(deltaTime: 1 / 60)
    #expect(entity.component(ofType: FrameCounter.self)?.frames == 2)
    #expect(entity.component(ofType: FrameCounter.self)?.entity === entity)
    entity.removeComponent(ofType: FrameCounter.self)
    #expect(entity.component(ofType: FrameCounter.self) == nil && entity.components.isEmpty)
  }
}
