#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  extension MainQueue {
    /// Queues the operation of a main-actor `Task { … }` the app's code starts, as Swift enqueues the task's first job
    /// on the main actor's executor, the main queue (UIKit semantics article, 10e row 4): it runs at the queue's next
    /// turn, to its end or its first await that really waits. The task returned stands for it: its `value` is the
    /// operation's result once that turn ran.
    ///
    /// When the process dies first, the operation never runs; the task then ends as Swift's would for a cancelled
    /// one where it can (a throwing task throws `CancellationError`, a `Void` one returns) and otherwise never ends,
    /// as nothing of a dead process does.
    /// - Parameters:
    ///   - priority: the task's priority.
    ///   - operation: the task's work, isolated to the main actor.
    /// - Returns: the task that stands for the queued work.
    package func appendTask<Success: Sendable>(
      priority: TaskPriority?, operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
      let outcome = TaskOutcome<Success, Never>()
      queueOperation(UncheckedSendableBox(operation), outcome: outcome) { await $0() }
      return Task(priority: priority) { await outcome.wait() }
    }

    /// ``appendTask(priority:operation:)`` for a throwing task's operation.
    /// - Parameters:
    ///   - priority: the task's priority.
    ///   - operation: the task's work, isolated to the main actor.
    /// - Returns: the task that stands for the queued work.
    package func appendThrowingTask<Success: Sendable>(
      priority: TaskPriority?, operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
      let outcome = TaskOutcome<Success, any Error>()
      queueOperation(UncheckedSendableBox(operation), outcome: outcome) { try await $0() }
      return Task(priority: priority) { try await outcome.wait() }
    }

    /// Queues a block that runs `operation` through `call` and hands its result to `outcome`; if the block is dropped
    /// unrun, the outcome is abandoned.
    private func queueOperation<Operation, Success, Failure>(
      _ operation: UncheckedSendableBox<Operation>, outcome: TaskOutcome<Success, Failure>,
      call: @escaping @MainActor (Operation) async throws(Failure) -> Success
    ) {
      let abandoner = TaskOutcome.Abandoner(outcome)
      let body = UncheckedSendableBox(call)
      appendAsync {
        do throws(Failure) {
          outcome.fill(.success(try await body.value(operation.value)))
        } catch {
          outcome.fill(.failure(error))
        }
        abandoner.disarm()
      }
    }

    /// Starts `operation` as Swift's own `Task.init` does, outside the model: what a task that is not the main actor's,
    /// or one started outside the harness, is.
    /// - Parameters:
    ///   - priority: the task's priority.
    ///   - operation: the task's work.
    /// - Returns: Swift's task.
    package static func plainTask<Success: Sendable>(
      priority: TaskPriority?, operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
      Task(priority: priority, operation: operation)
    }

    /// ``plainTask(priority:operation:)`` for a throwing operation.
    /// - Parameters:
    ///   - priority: the task's priority.
    ///   - operation: the task's work.
    /// - Returns: Swift's task.
    package static func plainThrowingTask<Success: Sendable>(
      priority: TaskPriority?, operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
      Task(priority: priority, operation: operation)
    }

    /// Whether `function` is isolated to the main actor: the kind of task whose work joins the main queue.
    /// - Parameter function: a task's operation.
    /// - Returns: `true` when its isolation is `MainActor.shared`.
    package static func isMainActor<Success>(_ function: @isolated(any) () async throws -> Success) -> Bool {
      function.isolation === MainActor.shared
    }
  }
#endif
