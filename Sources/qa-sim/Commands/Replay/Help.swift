import CommandLineKit
import SceneLifecycle

/// The replay command's help: its prose here, its usage line and its ARGUMENTS and OPTIONS sections from
/// ``Options/table``.
enum Help {
  /// `qa-sim --help`.
  static var text: String { Options.table.help }

  /// The overview paragraphs; the events and the invariants are listed from the code.
  static var overview: [String] {
    [
      "Replay quick-action and deep-link scenarios through a model of UIKit.",
      "qa-sim runs a scenario through a model of UIKit's app lifecycles and checks the app's handling. A scenario file names an app strategy, its quick actions, its routes and a list of steps, each one of the "
        + "events " + LifecycleEventKind.allCases.map(\.rawValue).joined(separator: ", ") + ". qa-sim sends the "
        + "steps to a pure model of UIKit, records every callback the app gets and what it does, checks the "
        + "invariants (" + ViolationKind.allCases.map(\.rawValue).joined(separator: ", ") + ") and compares the "
        + "outcome with the file's \"expect\".",
      "A custom strategy can declare readiness gates (\"gates\") that the app's own code opens with an appReady "
        + "step: send(<gate>) sends the delivered item to the consumer behind one, sendPending(<gate>) the app "
        + "delegate slot's item, consumePendingVia(<gate>) the same but resets the slot only when the gate took it "
        + "(sendPendingOnSceneDelegate, consumePendingOnSceneDelegateVia, sendPendingOnSession and "
        + "consumePendingOnSessionVia for the scene delegate's slot and the session's userInfo), ready(<gate>) opens "
        + "it from a callback, and a gateOpened(<gate>) list runs when it opens, then a gateOpened(<gate>)[eachScene] "
        + "list for each connected scene's delegate. A closed gate "
        + "drops the item (lost) or, with \"whenClosed\": \"queue\", keeps up to 2 until it opens. With \"readiness\": "
        + "\"afterFirstActivation\" its consumer cannot be ready before the app's UI has been active, and an appReady "
        + "step before then is rejected.",
      "A custom strategy can declare flags (\"flags\"), the app's own booleans, kept in memory for the process's life "
        + "or, with \"storage\": \"userDefaults\", across process deaths: set(<flag>) and clear(<flag>) change one, "
        + "if(<flag>) and unless(<flag>) test it and skip the rest of their list when the test is false.",
      "deferToMainQueue runs the rest of a callback's actions later, on a main-queue turn (where that turn falls "
        + "is the option deferredBlockRuns; under atTurn, a mainQueueTurn step). storeInUserDefaults, "
        + "handlePendingInUserDefaults, consumePendingInUserDefaults and resetInUserDefaults act on a slot that "
        + "survives every process death; an item handled at a later launch than its delivery's is stale. "
        + "storeOnSession, handlePendingOnSession, consumePendingOnSession and resetOnSession act on a slot in the "
        + "userInfo of the callback's scene session, which survives a reconnect and the process's death and goes "
        + "when UIKit discards the session; with several windows, an item handled by another scene than the one "
        + "UIKit routed it to is wrongScene. Every "
        + "action: " + StrategyAction.gatelessCases.map(\.name).joined(separator: ", ") + ", "
        + StrategyAction.gateActionNames.map { "\($0)(<gate>)" }.joined(separator: ", ") + ".",
    ]
  }

  /// The sections after OPTIONS: the subcommands (from ``QASimCommand/subcommands``), the exit statuses and
  /// the environment.
  static var footer: String {
    "SUBCOMMANDS:\n"
      + QASimCommand.subcommands.map { OptionTable<Options>.row($0.name, $0.abstract) }.joined()
        + """

          See 'qa-sim <subcommand> --help' for a subcommand's options.

        EXIT STATUS:
          0                       Every scenario passed.
          1                       A scenario failed its expectations (a saved
                                  counterexample, expect.fixed, fails until the app
                                  is fixed; with --matrix, a delivery road diverged).
          64                      Usage error: a bad option or argument, or --record
                                  while CI is set.
          65                      A scenario file is invalid: syntax, structure, an
                                  unknown name, an unsupported version, beyond a
                                  --max-* limit, or written for an app's own classes
                                  (app.delegates), which only Swift can replay.
          66                      An input cannot be read (missing, unreadable, not a
                                  regular file, a directory named *.json), or --record
                                  cannot write it.
          When several apply, the highest wins; the other files are still replayed.

        ENVIRONMENT:
          NO_COLOR                When set (non-empty), never use colour. Colour is
                                  otherwise used only when output is a terminal.
          CI                      When set (non-empty), --record is refused.
          GITHUB_STEP_SUMMARY     With --format github, the file the job summary is
                                  appended to; one that cannot be written is a warning.

        """
  }
}
