// AudioToolbox's system sounds on a page: nothing plays (a browser plays sound only from the
// page's own elements), completions run at once, and creating a sound from a file gives it an
// identifier, so published code compiles and runs its course.
@_exported import CoreGraphics
@_exported import Foundation

/// A system sound's identifier.
public typealias SystemSoundID = UInt32
/// A result code: 0 for success.
public typealias OSStatus = Int32

/// The sound that vibrates the phone.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
/// No error.
public let kAudioServicesNoError: OSStatus = 0

/// Plays a system sound (nothing plays on a page).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound as an alert (nothing plays on a page).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound, then runs `inCompletionBlock` (at once on a page).
public func AudioServicesPlaySystemSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) { inCompletionBlock?() }
/// Plays a system sound as an alert, then runs `inCompletionBlock` (at once on a page).
public func AudioServicesPlayAlertSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) { inCompletionBlock?() }

/// Makes a system sound of the file at `inFileURL`, writing its identifier.
public func AudioServicesCreateSystemSoundID(
  _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
  outSystemSoundID.pointee = SystemSoundID(truncatingIfNeeded: inFileURL.path.hashValue) | 0x1_0000
  return kAudioServicesNoError
}
/// Forgets a system sound.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
  kAudioServicesNoError
}
