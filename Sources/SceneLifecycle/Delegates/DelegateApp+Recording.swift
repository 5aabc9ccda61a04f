#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  @MainActor
  extension DelegateApp {
    /// Turns what the app's code did during one call into ``AppEffect``s, in order
    /// (``recordCode(_:currentHandler:process:run:app:)``), then the launch method's result, a handler the app kept,
    /// and kept handlers it let go. Returns what the landing rules read (``land(after:before:process:run:app:)``).
    @discardableResult
    func record(_ outcome: CallOutcome, process: DelegateProcess, run: DelegateRun, app: inout AppContext)
      -> CodeRecord
    {
      var currentHandler: Int?
      if case .performAction(let handler) = outcome { currentHandler = handler }
      var code = recordCode(
        process.application.recorder.drain(), currentHandler: currentHandler, process: process, run: run, app: &app)
      if case .none = outcome { code.declined = true }
      let declined = code.declined
      if declined { app.declinedCallback = true }
      switch outcome {
      case .launch(let result):
        app.launchMethodResult = result
        if !declined { app.effects.append(result ? .returnTrue : .returnFalse) }
      case .performAction:
        // The handler closure the app received is gone unless the app stored it somewhere.
        guard var token = process.currentToken else { break }
        process.currentToken = nil
        if !declined, !isKnownUniquelyReferenced(&token) {
          process.keptTokens.append(token)
          app.keepCompletion()
        }
      case .done, .none:
        break
      }
      releaseLetGoHandlers(process: process, app: &app)
      return code
    }

    /// Turns what the app's code did (`events`, drained from the recorder) into ``AppEffect``s, in order (UIKit
    /// semantics article, 11d): reading an item's identity puts it in hand, unless its item declares a destination
    /// (``Destination``), which decides alone; a screen change that shows something new while an item is in hand
    /// handles it (once per run of the code and delivery, the `handle` line before the screen line), but a
    /// presentation UIKit refused shows nothing and leaves the item in hand (11e row 4), and a presentation while the
    /// app still waits for one of its events puts up a wall, which leaves in hand only an item the app's objects
    /// keep (11d row 7); completion calls of the handler numbered `currentHandler` are its completions, others a
    /// kept handler's; a default method that ran marks the code declined; an async form the app lacks leaves its
    /// kept handler uncalled.
    func recordCode(
      _ events: [SurfaceRecorder.Event], currentHandler: Int?, process: DelegateProcess, run: DelegateRun,
      app: inout AppContext
    ) -> CodeRecord {
      var code = CodeRecord()
      var handledHere: [Delivery] = []
      for event in events {
        switch event {
        case .read(let delivery):
          if destination(of: delivery, run: run) == nil {
            process.itemInHand = delivery
          } else if delivery == process.landing?.delivery {
            code.readWatched = true
          }
        case .screen(let change):
          let parks = change.kind == .present && waitsForAnEvent(app)
          if parks, let inHand = process.itemInHand, !Self.holds(inHand, in: process.objectFingerprint(), run: run) {
            // Behind the wall, only what the app keeps can be shown after the event (11d rows 7 and 8).
            process.itemInHand = nil
          }
          if change.kind.showsSomethingNew, !parks, let delivery = process.itemInHand {
            process.itemInHand = nil
            if !handledHere.contains(delivery) {
              handledHere.append(delivery)
              app.handle(delivery)
            }
          }
          app.effects.append(.screen(change))
          code.screenEnd = app.effects.count
          if change.kind.showsSomethingNew, change.kind != .stay { code.showedSomethingNew = true }
        case .completion(let handler, let value):
          if handler == currentHandler {
            app.complete(value)
          } else if let kept = process.keptTokens.first(where: { $0.id == handler }) {
            app.effects.append(.callKeptCompletion(value, kept.delivery))
          }
        case .declined:
          code.declined = true
        case .asyncFormMissing(let kind, let handler):
          guard let index = process.keptTokens.firstIndex(where: { $0.id == handler }) else { break }
          app.effects.append(.notCalled(kind, process.keptTokens.remove(at: index).delivery))
        }
      }
      return code
    }

    /// Kept handlers no object of the app references any more are released (11d row 4).
    func releaseLetGoHandlers(process: DelegateProcess, app: inout AppContext) {
      var index = 0
      while index < process.keptTokens.count {
        if isKnownUniquelyReferenced(&process.keptTokens[index]) {
          let delivery = process.keptTokens.remove(at: index).delivery
          if app.keptCompletion == delivery {
            app.releaseCompletion()
          } else {
            app.effects.append(.releaseCompletion(delivery))
          }
        } else {
          index += 1
        }
      }
    }
  }
#endif
