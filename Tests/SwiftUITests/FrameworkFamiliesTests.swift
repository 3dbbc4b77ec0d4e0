import AVFoundation
import Accelerate
import Foundation
import MapKit
import NotificationCenter
import PDFKit
import PassKit
import PencilKit
import PhotosUI
import Testing
import UIKit

/// Families of Apple's frameworks apps reach beside SwiftUI: audio buffers, files and
/// recordings; maps' search filters and Look Around; photo pickers in place; bar appearances.
@Suite("Framework families apps use beside SwiftUI")
struct FrameworkFamiliesTests {
  @Test(
    "a recording is a silent WAV of the time recorded, which a file reads as that many frames; buffers are writable")
  func audio() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: url) }
    final class Told: AVAudioRecorderDelegate {
      var finished: Bool?
      func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { finished = flag }
    }
    let told = Told()
    let recorder = try AVAudioRecorder(
      url: url, settings: [AVFormatIDKey: Int(kAudioFormatLinearPCM), AVSampleRateKey: 8_000, AVNumberOfChannelsKey: 1])
    recorder.delegate = told
    #expect(recorder.prepareToRecord() && recorder.record(forDuration: 0.5))
    recorder.stop()
    #expect(told.finished == true && !recorder.isRecording)
    let file = try AVAudioFile(forReading: url)
    #expect(file.fileFormat.sampleRate == 8_000 && file.fileFormat.channelCount == 1)
    #expect(file.length <= 4_000)
    #expect(throws: (any Error).self) { try AVAudioFile(forReading: url.appendingPathExtension("missing")) }

    let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2))
    let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 64))
    let samples = try #require(buffer.floatChannelData)
    samples[1][63] = 0.5
    buffer.frameLength = 64
    #expect(
      buffer.floatChannelData?[1][63] == 0.5 && buffer.floatChannelData?[0][0] == 0 && buffer.int16ChannelData == nil)
    let anchor = AVAudioTime(hostTime: AVAudioTime.hostTime(forSeconds: 1), sampleTime: 44_100, atRate: 44_100)
    let later = AVAudioTime(sampleTime: 88_200, atRate: 44_100).extrapolateTime(fromAnchor: anchor)
    #expect(later.map { AVAudioTime.seconds(forHostTime: $0.hostTime) } == 2)
  }

  @Test("search requests take result kinds and filters; Look Around finds no scene; a placemark has a title")
  func maps() async throws {
    let request = MKLocalSearch.Request(naturalLanguageQuery: "coffee")
    request.resultTypes = .pointOfInterest
    request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .bakery])
    #expect(request.pointOfInterestFilter?.includes(.cafe) == true)
    #expect(request.pointOfInterestFilter?.excludes(.museum) == true)
    #expect(MKPointOfInterestFilter.excludingAll.excludes(.park))
    let place = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35))
    #expect(place.title == nil && place.coordinate.latitude == 48.85)
    let scene = try await MKLookAroundSceneRequest(coordinate: place.coordinate).scene
    #expect(scene == nil)
  }

  @Test("UIKit's bar appearances keep their items' looks; a photo picker's configuration keeps its order")
  @MainActor
  func appearances() {
    let tabs = UITabBarAppearance()
    tabs.stackedLayoutAppearance.selected.iconColor = .systemBlue
    tabs.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
    #expect(tabs.stackedLayoutAppearance.selected.iconColor == .systemBlue)
    let bar = UINavigationBarAppearance()
    bar.backButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: -100, vertical: 0)
    #expect(bar.backButtonAppearance.normal.titlePositionAdjustment.horizontal == -100)
    var configuration = PHPickerConfiguration()
    configuration.selection = .ordered
    configuration.disabledCapabilities = [.search, .stagingArea]
    #expect(configuration.selection == .ordered && configuration.disabledCapabilities.contains(.search))
  }

  @Test("a canvas keeps its drawing and tells its delegate; a drawing's data round-trips; the picker keeps its tool")
  @MainActor
  func pencil() throws {
    final class Told: PKCanvasViewDelegate {
      var changes = 0
      func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { changes += 1 }
    }
    let told = Told()
    let canvas = PKCanvasView()
    canvas.delegate = told
    canvas.drawingPolicy = .anyInput
    canvas.tool = PKInkingTool(.marker, color: .red, width: 8)
    let points = [CGPoint(x: 1, y: 2), CGPoint(x: 30, y: 40)].map {
      PKStrokePoint(
        location: $0, timeOffset: 0, size: CGSize(width: 5, height: 5), opacity: 1, force: 1, azimuth: 0, altitude: 1)
    }
    canvas.drawing = PKDrawing(strokes: [
      PKStroke(ink: PKInk(.pen), path: PKStrokePath(controlPoints: points, creationDate: Date()))
    ])
    #expect(told.changes == 1)
    #expect(canvas.drawing.bounds == CGRect(x: 1, y: 2, width: 29, height: 38))
    let copy = try PKDrawing(data: canvas.drawing.dataRepresentation())
    #expect(copy.strokes.first?.path.map(\.location) == points.map(\.location))
    #expect(throws: (any Error).self) { try PKDrawing(data: Data("not a drawing".utf8)) }
    let picker = PKToolPicker()
    picker.addObserver(canvas)
    picker.setVisible(true, forFirstResponder: canvas)
    #expect(picker.isVisible)
    picker.setVisible(false, forFirstResponder: canvas)
    #expect(!picker.isVisible && (canvas.tool as? PKInkingTool)?.width == 8)
  }

  @Test("a PDF's pages and media boxes are read from its objects; NotificationCenter the framework leaves Foundation's")
  func pdf() throws {
    let pdf = """
      %PDF-1.4
      1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
      2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 612 792] >> endobj
      3 0 obj << /Type /Page /Parent 2 0 R >> endobj
      4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj
      %%EOF
      """
    let document = try #require(PDFDocument(data: Data(pdf.utf8)))
    #expect(document.pageCount == 2)
    #expect(document.page(at: 0)?.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
    #expect(document.page(at: 1)?.bounds(for: .cropBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(document.page(at: 2) == nil && PDFDocument(data: Data("not a pdf".utf8)) == nil)

    let center = NotificationCenter.default
    let name = Notification.Name("framework-test")
    nonisolated(unsafe) var heard = false
    let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in heard = true }
    center.post(name: name, object: nil)
    center.removeObserver(token)
    #expect(heard)
    NCWidgetController.widgetController().setHasContent(true, forWidgetWithBundleIdentifier: "app")
  }

  @Test("vDSP's FFT of a cosine peaks at its bin with vDSP's scaling, and a forward–inverse pair scales by 2N; vectors")
  func accelerate() throws {
    let log2n: vDSP_Length = 4
    let n = 16
    let signal = (0..<n).map { Float(cos(2 * Double.pi * 3 * Double($0) / Double(n))) }
    let setup = try #require(vDSP_create_fftsetup(log2n, kFFTRadix2))
    defer { vDSP_destroy_fftsetup(setup) }
    var real = [Float](repeating: 0, count: n / 2)
    var imaginary = [Float](repeating: 0, count: n / 2)
    real.withUnsafeMutableBufferPointer { re in
      imaginary.withUnsafeMutableBufferPointer { im in
        var split = DSPSplitComplex(realp: re.baseAddress!, imagp: im.baseAddress!)
        signal.withUnsafeBufferPointer {
          $0.baseAddress!.withMemoryRebound(to: DSPComplex.self, capacity: n / 2) {
            vDSP_ctoz($0, 2, &split, 1, vDSP_Length(n / 2))
          }
        }
        vDSP_fft_zrip(setup, &split, 1, log2n, FFT_FORWARD)
      }
    }
    // The DFT of cos(2π·3k/16) is 8 at bins 3 and 13; vDSP's forward real FFT doubles it.
    #expect(abs(real[3] - 16) < 1e-4 && abs(imaginary[3]) < 1e-4 && abs(real[1]) < 1e-4)
    real.withUnsafeMutableBufferPointer { re in
      imaginary.withUnsafeMutableBufferPointer { im in
        var split = DSPSplitComplex(realp: re.baseAddress!, imagp: im.baseAddress!)
        vDSP_fft_zrip(setup, &split, 1, log2n, FFT_INVERSE)
      }
    }
    #expect(abs(real[1] / Float(2 * n) - signal[2]) < 1e-4 && abs(imaginary[0] / Float(2 * n) - signal[1]) < 1e-4)

    var mean: Float = 0
    vDSP_meanv([1, 2, 3, 6], 1, &mean, 4)
    var difference = [Float](repeating: 0, count: 2)
    vDSP_vsub([1, 1], 1, [5, 7], 1, &difference, 1, 2)
    var peak: Float = 0
    var at: vDSP_Length = 0
    vDSP_maxvi([3, 9, 4], 1, &peak, &at, 3)
    #expect(mean == 3 && difference == [4, 6] && peak == 9 && at == 1)
    #expect(vDSP.add([1.0, 2], [3.0, 4]) == [4, 6] && vDSP.rootMeanSquare([3.0, 4, 0, 0]) == 2.5)
    #expect(vDSP.ramp(in: 0.0...1.0, count: 3) == [0, 0.5, 1] && vForce.sqrt([4.0, 9]) == [2, 3])
  }

  @Test("Apple Pay is not there: no payments, the sheet says it did not present; a request keeps what it is given")
  func applePay() async {
    let request = PKPaymentRequest()
    request.supportedNetworks = [.visa, .masterCard]
    request.merchantCapabilities = .threeDSecure
    request.paymentSummaryItems = [
      PKPaymentSummaryItem(label: "Total", amount: NSDecimalNumber(string: "9.99"), type: .final)
    ]
    #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: request.supportedNetworks))
    let presented = await PKPaymentAuthorizationController(paymentRequest: request).present()
    #expect(!presented && request.paymentSummaryItems.last?.amount == NSDecimalNumber(string: "9.99"))
  }

  @Test("media: an asset's item loops in a queue player; a queue advances, inserts and empties")
  func media() async throws {
    let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/intro.mp4"))
    #expect(try await asset.load(.duration) == .zero)
    let queue = AVQueuePlayer()
    let looper = AVPlayerLooper(player: queue, templateItem: AVPlayerItem(asset: asset))
    #expect(queue.items().count == 1 && queue.currentItem?.asset === asset && looper.loopCount == 0)
    let second = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/next.mp4"))
    queue.insert(second, after: nil)
    queue.advanceToNextItem()
    #expect(queue.currentItem === second && queue.items().count == 1)
    queue.removeAllItems()
    #expect(queue.currentItem == nil && queue.timeControlStatus == .paused)
  }

  @Test("an audio unit made from its description is an effect whose parameters keep the values set")
  func audioUnits() async throws {
    let description = AudioComponentDescription(
      componentType: kAudioUnitType_Effect, componentSubType: kAudioUnitSubType_DynamicsProcessor,
      componentManufacturer: kAudioUnitManufacturer_Apple, componentFlags: 0, componentFlagsMask: 0)
    #expect(kAudioUnitType_Effect == 0x6175_6678)  // 'aufx'
    let unit = try await AVAudioUnit.instantiate(with: description)
    #expect(unit is AVAudioUnitEffect && unit.audioComponentDescription == description)
    unit.auAudioUnit.parameterTree?.parameter(withAddress: 0)?.value = -20
    #expect(unit.auAudioUnit.parameterTree?.parameter(withAddress: 0)?.value == -20)
    #expect(AVAudioUnitTimePitch().auAudioUnit.parameterTree?.allParameters.isEmpty == true)
  }

  @Test("an equaliser has its bands; a converter fills the output at its rate; speech written to buffers ends at once")
  func audioProcessing() throws {
    let eq = AVAudioUnitEQ(numberOfBands: 2)
    eq.bands[0].filterType = .lowShelf
    #expect(eq.bands.count == 2 && eq.bands[0].filterType == .lowShelf)
    let from = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1))
    let to = try #require(AVAudioFormat(standardFormatWithSampleRate: 24_000, channels: 1))
    #expect(from != to && from == AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1))
    let input = try #require(AVAudioPCMBuffer(pcmFormat: from, frameCapacity: 480))
    input.frameLength = 480
    let output = try #require(AVAudioPCMBuffer(pcmFormat: to, frameCapacity: 480))
    let converter = try #require(AVAudioConverter(from: from, to: to))
    var error: NSError?
    let status = converter.convert(to: output, error: &error) { _, outStatus in
      outStatus.pointee = .haveData
      return input
    }
    #expect(status == .haveData && output.frameLength == 240 && error == nil)
    var ended = false
    AVSpeechSynthesizer().write(AVSpeechUtterance(string: "hello")) { buffer in ended = buffer.frameLength == 0 }
    #expect(ended)
  }
}
