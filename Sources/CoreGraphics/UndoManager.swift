import Foundation

/// Undo and redo, as Foundation's `UndoManager` on Apple's systems (swift-corelibs-foundation
/// has none): handlers registered with `registerUndo(withTarget:handler:)` are undone in the
/// reverse order; what a handler registers while undoing becomes the redo. Groups are made with
/// `beginUndoGrouping()`/`endUndoGrouping()`, or one per `registerUndo` outside any group.
open class UndoManager: @unchecked Sendable {
  /// One undoable step: its handlers, in the order they were registered, and its name.
  private struct Group {
    var actions: [() -> Void] = []
    var name = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var open: [Group] = []
  private var undoing = false
  private var redoing = false
  private let lock = NSRecursiveLock()

  /// How many steps are kept (0: no limit).
  open var levelsOfUndo = 0
  /// Whether registrations are recorded.
  open private(set) var isUndoRegistrationEnabled = true
  /// Whether an undo is being performed.
  open var isUndoing: Bool { lock.withLock { undoing } }
  /// Whether a redo is being performed.
  open var isRedoing: Bool { lock.withLock { redoing } }

  /// An empty undo manager.
  public init() {}

  /// Whether there is a step to undo.
  open var canUndo: Bool { lock.withLock { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } } }
  /// Whether there is a step to redo.
  open var canRedo: Bool { lock.withLock { !redoStack.isEmpty } }
  /// The name of the step an undo would undo.
  open var undoActionName: String { lock.withLock { undoStack.last?.name ?? "" } }
  /// The name of the step a redo would redo.
  open var redoActionName: String { lock.withLock { redoStack.last?.name ?? "" } }
  /// How deeply groups are open.
  open var groupingLevel: Int { lock.withLock { open.count } }

  /// Records `handler` to be called with `target` on undo.
  open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
    lock.withLock {
      guard isUndoRegistrationEnabled else { return }
      let action = { [weak target] in if let target { handler(target) } }
      if undoing {
        // What an undo registers is the redo of the step being undone (`undo()` opened it).
        redoStack[redoStack.count - 1].actions.append(action)
        return
      }
      if !redoing { redoStack.removeAll() }
      if open.isEmpty {
        undoStack.append(Group(actions: [action]))
        trim()
      } else {
        open[open.count - 1].actions.append(action)
      }
    }
  }

  /// Names the step being recorded (or the last one).
  open func setActionName(_ actionName: String) {
    lock.withLock {
      if !open.isEmpty {
        open[open.count - 1].name = actionName
      } else if !undoStack.isEmpty {
        undoStack[undoStack.count - 1].name = actionName
      }
    }
  }

  /// Opens a group: what is registered until the matching `endUndoGrouping()` is one step.
  open func beginUndoGrouping() { lock.withLock { open.append(Group()) } }

  /// Closes the innermost group.
  open func endUndoGrouping() {
    lock.withLock {
      guard let group = open.popLast() else { return }
      if open.isEmpty {
        if !group.actions.isEmpty {
          undoStack.append(group)
          trim()
        }
      } else {
        open[open.count - 1].actions += group.actions
      }
    }
  }

  /// Undoes the last step.
  open func undo() {
    let group: Group? = lock.withLock {
      while !open.isEmpty { endUndoGroupingLocked() }
      guard let last = undoStack.popLast() else { return nil }
      undoing = true
      redoStack.append(Group(name: last.name))
      return last
    }
    guard let group else { return }
    for action in group.actions.reversed() { action() }
    lock.withLock {
      undoing = false
      if let last = redoStack.last, last.actions.isEmpty { redoStack.removeLast() }
    }
  }

  /// Redoes the last step undone.
  open func redo() {
    let group: Group? = lock.withLock {
      guard let last = redoStack.popLast() else { return nil }
      redoing = true
      open.append(Group(name: last.name))
      return last
    }
    guard let group else { return }
    for action in group.actions.reversed() { action() }
    lock.withLock { redoing = false }
    endUndoGrouping()
  }

  /// Forgets every step.
  open func removeAllActions() {
    lock.withLock {
      undoStack.removeAll()
      redoStack.removeAll()
      open.removeAll()
    }
  }

  /// Stops recording registrations.
  open func disableUndoRegistration() { lock.withLock { isUndoRegistrationEnabled = false } }
  /// Records registrations again.
  open func enableUndoRegistration() { lock.withLock { isUndoRegistrationEnabled = true } }

  private func endUndoGroupingLocked() {
    guard let group = open.popLast() else { return }
    if open.isEmpty {
      if !group.actions.isEmpty { undoStack.append(group) }
    } else {
      open[open.count - 1].actions += group.actions
    }
  }

  private func trim() {
    if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
  }
}
