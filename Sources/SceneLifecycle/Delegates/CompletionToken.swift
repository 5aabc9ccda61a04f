#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  /// The harness's side of one `performActionFor` completion handler: the closure handed to the app captures it, so
  /// while the app keeps the closure the token is referenced from outside the harness, and
  /// `isKnownUniquelyReferenced` tells whether the app still keeps it (UIKit semantics article, 11d row 4).
  @MainActor
  final class CompletionToken {
    /// Numbers handlers within a run, so a call recorded later names the handler it came from.
    let id: Int
    /// The quick action the handler answers for.
    let delivery: Delivery
    /// Where a call is recorded: the recorder of the process that handed the handler out.
    let recorder: SurfaceRecorder

    /// Creates the token for a handler about to be handed out.
    init(id: Int, delivery: Delivery, recorder: SurfaceRecorder) {
      self.id = id
      self.delivery = delivery
      self.recorder = recorder
    }

    /// The `(Bool) -> Void` closure the app receives; calling it records the call in the process's recorder.
    var handler: (Bool) -> Void {
      { [self] succeeded in recorder.record(.completion(handler: id, value: succeeded)) }
    }
  }
#endif
