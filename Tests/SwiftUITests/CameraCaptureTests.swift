import AVFoundation
import CoreImage
import Foundation
import Testing
import UIKit
import Vision

/// The camera pipeline as a page has it: configured as on iOS, with no device to capture from.
@Suite("Camera capture without a camera")
struct CameraCaptureTests {
  final class PhotoDelegate: NSObject, AVCapturePhotoCaptureDelegate, @unchecked Sendable {
    var finished: [String] = []
    var done: (() -> Void)?
    func photoOutput(
      _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?
    ) {
      finished.append(error.map { "\($0)" } ?? "photo")
    }
    func photoOutput(
      _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
      error: (any Error)?
    ) { done?() }
  }

  final class FrameDelegate: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate {}

  @Test("a session is configured and started; no device is found, so no input is added and no frame arrives")
  func session() throws {
    #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
    #expect(
      AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInDualCamera], mediaType: .video, position: .front).devices
        .isEmpty)
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
    let session = AVCaptureSession()
    session.beginConfiguration()
    session.sessionPreset = .photo
    let frames = AVCaptureVideoDataOutput()
    let delegate = FrameDelegate()
    frames.setSampleBufferDelegate(delegate, queue: DispatchQueue(label: "frames"))
    let codes = AVCaptureMetadataOutput()
    #expect(session.canAddOutput(frames) && session.canAddOutput(codes))
    session.addOutput(frames)
    session.addOutput(codes)
    codes.metadataObjectTypes = [.qr, .ean13]
    session.commitConfiguration()
    session.startRunning()
    #expect(session.isRunning && session.inputs.isEmpty && session.outputs.count == 2)
    #expect(frames.sampleBufferDelegate === delegate && frames.connection(with: .video) == nil)
    session.stopRunning()
    #expect(!session.isRunning)
  }

  @Test("a photo asked for ends at its delegate with an error saying there is no camera")
  func photo() async throws {
    let output = AVCapturePhotoOutput()
    let delegate = PhotoDelegate()
    let settings = AVCapturePhotoSettings()
    settings.flashMode = .auto
    // The delegate is told on the main queue, after `capturePhoto` returns.
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      delegate.done = { finished.resume() }
      output.capturePhoto(with: settings, delegate: delegate)
    }
    #expect(delegate.finished.count == 1 && delegate.finished[0].contains("no camera"))
  }

  @Test("a view whose layerClass is a preview layer has one; frames and sample buffers carry their image")
  @MainActor
  func previewLayer() throws {
    final class PreviewView: UIView {
      override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
      var previewLayer: AVCaptureVideoPreviewLayer? { layer as? AVCaptureVideoPreviewLayer }
    }
    let view = PreviewView()
    let layer = try #require(view.previewLayer)
    layer.session = AVCaptureSession()
    layer.videoGravity = .resizeAspectFill
    #expect(UIView().layer.self is CALayer && !(UIView().layer is AVCaptureVideoPreviewLayer))
    var buffer: CVPixelBuffer?
    _ = CVPixelBufferCreate(nil, 8, 8, kCVPixelFormatType_32BGRA, nil, &buffer)
    let frame = CMSampleBuffer(imageBuffer: buffer, presentationTimeStamp: CMTime(value: 3, timescale: 30))
    let copy = try CMSampleBuffer(copying: frame)
    #expect(
      CMSampleBufferGetImageBuffer(copy) === buffer && CMSampleBufferGetPresentationTimeStamp(copy).seconds == 0.1)
    #expect(throws: VNError.self) {
      try VNImageRequestHandler(cmSampleBuffer: copy).perform([VNDetectHumanBodyPoseRequest()])
    }
  }

  actor Camera {
    let queue = DispatchSerialQueue(label: "camera")
    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
    static let key = DispatchSpecificKey<String>()
    func where_() -> String? { DispatchQueue.getSpecific(key: Camera.key) }
  }

  @Test("an actor runs on a DispatchSerialQueue given as its executor")
  func serialQueueExecutor() async {
    let camera = Camera()
    camera.queue.queue.setSpecific(key: Camera.key, value: "camera queue")
    #expect(await camera.where_() == "camera queue")
    #expect(camera.queue.sync { 2 + 2 } == 4 && camera.queue.label == "camera")
  }
}
