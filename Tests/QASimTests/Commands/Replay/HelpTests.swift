import CommandLineKit
import SceneLifecycle
import XCTest

// Internal: the help text written from Options.table and the Help wrapping.
@testable import qa_sim

/// The help text, the version and usage errors.
final class HelpTests: XCTestCase {
  /// The golden help text. A change here is a change to the command's public interface. The overview's
  /// lists of events and invariants and the ARGUMENTS and OPTIONS sections are written from the code
  /// (``Options/table``), wrapped word by word.
  static let golden = """
    USAGE: qa-sim [<options>] <file-or-directory> ...
           qa-sim <subcommand> [<arguments>]

    OVERVIEW: Replay quick-action and deep-link scenarios through a model of UIKit.

    ARGUMENTS:
      <file-or-directory>     A scenario file (format version 1), or a directory:
                              every *.json below it in sorted order, skipping
                              *.schema.json and hidden files.

    OPTIONS:
      --format <format>       The report format; github prints GitHub Actions
                              annotations at the scenario files' lines and appends a
                              job summary to the file GITHUB_STEP_SUMMARY names.
                              (values: text, json, junit, html, mermaid, github;
                              default: text)
      --lifecycle <style>     Replay under this lifecycle instead of the file's.
                              (values: appDelegate, scene, swiftUI)
      --device <device>       Replay on this device instead of the file's (iPhone
                              unless the file says iPad); with --matrix, the device
                              every lifecycle runs on. On iPhone a quick action
                              cannot reach the app in front. (values: iPhone, iPad)
      --sdk <major>           Replay as if the app were built with this SDK instead
                              of the file's (26 unless the file says "sdk"); with
                              --matrix, every lifecycle. From 26 the deprecated
                              app-delegate APIs the strategy relies on are warned
                              about; from 27 an app that has not adopted the scene
                              lifecycle crashes at launch (launchCrash).
      --matrix                Replay each scenario under all three lifecycles and
                              print a table of outcomes; for an app with routes,
                              also whether every road (quick action, URL, universal
                              link, web clip, notification tap; cold and warm)
                              reaches each destination exactly once.
      --record                Write the actual trace, handled items and violations
                              into each file's "expect", keeping every other field.
                              Refused when CI is set.
      -j, --jobs <n>          Replay up to <n> files at once; the report's order
                              stays the same. (default: 1)
      -v, --verbose           Print every scenario's trace, not only failing ones.
      -q, --quiet             Only failures and the summary; no progress line.
      --max-file-size <bytes> Refuse scenario files and Info.plists larger than
                              this; K, M and G suffixes allowed. (default: 64M)
      --max-steps <n>         Refuse scenarios with more steps than this.
                              (default: 10000)
      --max-depth <n>         Refuse JSON nested deeper than this, up to 10000.
                              (default: 64)
      --version               Show the version.
      -h, --help              Show help information.

    DISCUSSION:
      qa-sim runs a scenario through a model of UIKit's app lifecycles and checks
      the app's handling. A scenario file names an app strategy, its quick actions,
      its routes and a list of steps, each one of the events tapIcon, quickAction,
      goHome, systemSuspend, systemDisconnectScene, systemTerminate, forceQuit,
      setDynamicItems, backgroundLaunch, updateApp, openURL, universalLink,
      interruption, appReady, mainQueueTurn, openWindow, closeWindow, focus,
      webClip, notificationTap, userActivity, handoff, cloudKitShare, appIntent.
      qa-sim sends the steps to a pure model of UIKit, records every callback the
      app gets and what it does, checks the invariants (lost, duplicate, late,
      stale, completionMissing, completionRepeated, handledWhileInactive,
      launchCrash, wrongScene) and compares the outcome with the file's "expect".

      A custom strategy can declare readiness gates ("gates") that the app's own
      code opens with an appReady step: send(<gate>) sends the delivered item to the
      consumer behind one, sendPending(<gate>) the app delegate slot's item,
      consumePendingVia(<gate>) the same but resets the slot only when the gate took
      it (sendPendingOnSceneDelegate, consumePendingOnSceneDelegateVia,
      sendPendingOnSession and consumePendingOnSessionVia for the scene delegate's
      slot and the session's userInfo), ready(<gate>) opens it from a callback, and
      a gateOpened(<gate>) list runs when it opens, then a
      gateOpened(<gate>)[eachScene] list for each connected scene's delegate. A
      closed gate drops the item (lost) or, with "whenClosed": "queue", keeps up to
      2 until it opens. With "readiness": "afterFirstActivation" its consumer cannot
      be ready before the app's UI has been active, and an appReady step before then
      is rejected.

      A custom strategy can declare flags ("flags"), the app's own booleans, kept in
      memory for the process's life or, with "storage": "userDefaults", across
      process deaths: set(<flag>) and clear(<flag>) change one, if(<flag>) and
      unless(<flag>) test it and skip the rest of their list when the test is false.

      deferToMainQueue runs the rest of a callback's actions later, on a main-queue
      turn (where that turn falls is the option deferredBlockRuns; under atTurn, a
      mainQueueTurn step). storeInUserDefaults, handlePendingInUserDefaults,
      consumePendingInUserDefaults and resetInUserDefaults act on a slot that
      survives every process death; an item handled at a later launch than its
      delivery's is stale. storeOnSession, handlePendingOnSession,
      consumePendingOnSession and resetOnSession act on a slot in the userInfo of
      the callback's scene session, which survives a reconnect and the process's
      death and goes when UIKit discards the session; with several windows, an item
      handled by another scene than the one UIKit routed it to is wrongScene. Every
      action: store, storeOnSceneDelegate, handle, handleUnlessHandled,
      handlePending, handlePendingOnSceneDelegate, consumePending,
      consumePendingOnSceneDelegate, reset, resetOnSceneDelegate, completion(true),
      completion(false), keepCompletion, releaseCompletion, returnFalse,
      returnFalseIfItem, storeInUserDefaults, handlePendingInUserDefaults,
      consumePendingInUserDefaults, resetInUserDefaults, deferToMainQueue,
      storeOnSession, handlePendingOnSession, consumePendingOnSession,
      resetOnSession, send(<gate>), sendPending(<gate>), consumePendingVia(<gate>),
      sendPendingOnSceneDelegate(<gate>), consumePendingOnSceneDelegateVia(<gate>),
      sendPendingOnSession(<gate>), consumePendingOnSessionVia(<gate>),
      ready(<gate>).

    SUBCOMMANDS:
      explore                 Check a strategy against every event sequence.
      conform                 Check a device's callback log against the model.
      generate                Write scenarios covering every reachable transition.
      migrate                 Compare every road before and after adopting scenes.
      route                   Show which route a URL matches and where it leads.
      webclip                 Write a Home Screen web clip that opens a deep link.

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

  func testHelpMatchesTheGoldenText() {
    XCTAssertEqual(Help.text, Self.golden)
  }

  func testHelpLinesFitIn80Columns() {
    for line in Help.text.split(separator: "\n") {
      XCTAssertLessThanOrEqual(line.count, 80, "too long: \(line)")
    }
  }

  func testEverySubcommandIsListedInTheHelp() {
    for subcommand in QASimCommand.subcommands {
      XCTAssertTrue(Help.text.contains("\n  \(subcommand.name) "), "\(subcommand.name) is not in the help")
    }
  }

  func testHelpGoesToStandardOutputWithStatusZero() {
    let result = runInProcess(["--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, Self.golden)
    XCTAssertEqual(result.stderr, "")
  }

  func testVersionPrintsTheVersion() {
    let result = runInProcess(["--version"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, QASimCommand.version + "\n")
  }

  func testUsageErrorsPrintTheErrorTheUsageLineAndTheHelpPointer() {
    let result = runInProcess(["--frmat", "x.json"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      """
      Error: Unknown option '--frmat'; did you mean '--format'?
      Usage: qa-sim [<options>] <file-or-directory> ...
        See 'qa-sim --help' for more information.

      """)
  }

  func testASubcommandNameIsNotTakenForAFile() {
    let result = runInProcess(["route", "x.json"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(
      result.stderr,
      """
      Error: Missing expected argument '<url-or-item-type>'
      Usage: qa-sim route <scenario> <url-or-item-type> [--format text|json] [--payload-key <key>]
        See 'qa-sim route --help' for more information.

      """)
  }
}
