import QuickActions

/// The replay's HTML report (`qa-sim --format html`): one self-contained HTML document (no script, no external asset, no font) with a
/// summary table of the runs, then a section per run with its verdict, the mismatch when it fails, its
/// violations and its sequence diagram drawn as inline SVG.
///
/// Deterministic byte for byte: no dates, no timings, inputs in order, ids numbered in order. Every input text
/// goes through `Escaping.xmlText(_:breaks:)`; the document is also well-formed XML (polyglot markup), so an
/// XML parser reads it as a browser does. Readable on a phone (the
/// [viewport meta tag](https://html.spec.whatwg.org/multipage/semantics.html#the-meta-element) and a layout
/// whose wide parts scroll) and in dark mode (``styleSheet``).
public enum HTMLReport {
  /// The document for a replay.
  public static func document(_ report: ReplayReport) -> String {
    var body = summary(report)
    body += "<main>\n"
    var number = 0
    for outcome in report.outcomes {
      for run in outcome.runs {
        number += 1
        body += section(run, id: "run-\(number)", matrix: outcome.runs.count > 1)
      }
    }
    for (index, error) in report.errors.enumerated() {
      body += "<section id=\"input-\(index + 1)\">\n"
      body += "<h2><span class=\"verdict fail\">ERROR</span> \(Escaping.xmlText(error.file))</h2>\n"
      body += "<pre>\(Escaping.xmlText(error.description))</pre>\n</section>\n"
    }
    body += "</main>\n"
    return page(title: "qa-sim report", body: body)
  }

  /// The whole page around `body`.
  public static func page(title: String, body: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      + "<meta name=\"color-scheme\" content=\"light dark\"/>\n"
      + "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\"/>\n"
      + "<title>\(Escaping.xmlText(title, breaks: .spaces))</title>\n<style>\n\(styleSheet)</style>\n</head>\n<body>\n"
      + body + "</body>\n</html>\n"
  }

  /// The page's [Content Security Policy](https://www.w3.org/TR/CSP3/): nothing may load or run but the page's
  /// own style sheet, so even text that escaped escaping could not run a script or fetch anything.
  public static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'"

  /// The heading, the counts and a table of every run, each linking to its section.
  public static func summary(_ report: ReplayReport) -> String {
    let runs = report.runs.count
    var html = "<header>\n<h1>qa-sim report</h1>\n"
    html +=
      "<p class=\"totals\"><strong>\(runs) run\(runs == 1 ? "" : "s")</strong>: \(report.passed) passed, "
      + "\(report.failed) failed"
    if !report.errors.isEmpty {
      html += ", \(report.errors.count) \(report.errors.count == 1 ? "file" : "files") could not be replayed"
    }
    html += "</p>\n"
    html += "<div class=\"table\"><table>\n<thead><tr><th>Verdict</th><th>Scenario</th><th>File</th>"
    html += "<th>Lifecycle</th><th>Device</th></tr></thead>\n<tbody>\n"
    var number = 0
    for outcome in report.outcomes {
      for run in outcome.runs {
        number += 1
        html +=
          "<tr><td>\(verdict(run.passed))</td><td><a href=\"#run-\(number)\">\(Escaping.xmlText(run.name))</a></td>"
          + "<td>\(Escaping.xmlText(run.file))</td><td>\(run.lifecycle.rawValue)</td><td>\(run.device.rawValue)</td></tr>\n"
      }
    }
    for (index, error) in report.errors.enumerated() {
      html +=
        "<tr><td><span class=\"verdict fail\">ERROR</span></td><td><a href=\"#input-\(index + 1)\">could not be "
        + "replayed</a></td><td>\(Escaping.xmlText(error.file))</td><td></td><td></td></tr>\n"
    }
    html += "</tbody>\n</table></div>\n</header>\n"
    return html
  }

  /// `PASS` or `FAIL` as a badge (the word, not only its colour).
  public static func verdict(_ passed: Bool) -> String {
    passed ? "<span class=\"verdict pass\">PASS</span>" : "<span class=\"verdict fail\">FAIL</span>"
  }

  /// One run's section: heading, facts, mismatch, violations, diagram.
  public static func section(_ run: ScenarioRun, id: String, matrix: Bool) -> String {
    let name = matrix ? "\(run.name) [\(run.lifecycle.rawValue)]" : run.name
    var html = "<section id=\"\(id)\" class=\"run\">\n"
    html += "<h2>\(verdict(run.passed)) \(Escaping.xmlText(name))</h2>\n"
    html += facts([
      ("File", run.file), ("Strategy", run.strategy), ("Lifecycle", run.lifecycle.rawValue),
      ("Device", run.device.rawValue), ("SDK", "\(run.sdk)"),
    ])
    if let mismatch = run.mismatch {
      html += "<h3>Mismatch</h3>\n<pre>\(Escaping.xmlText(mismatch))</pre>\n"
    }
    html += violations(run.violations)
    html += diagram(SequenceDiagram(run: run))
    html += "</section>\n"
    return html
  }

  /// A definition list of label and value pairs.
  public static func facts(_ pairs: [(String, String)]) -> String {
    "<dl>\n"
      + pairs.map { "<dt>\(Escaping.xmlText($0.0))</dt><dd>\(Escaping.xmlText($0.1))</dd>\n" }.joined() + "</dl>\n"
  }

  /// The broken invariants, each named and marked error or warning in words.
  public static func violations(_ records: [ViolationRecord]) -> String {
    guard !records.isEmpty else { return "<p class=\"muted\">No invariant broken.</p>\n" }
    var html = "<h3>Violations</h3>\n<ul class=\"violations\">\n"
    for record in records {
      let level = record.kind.isWarning ? "warning" : "error"
      html +=
        "<li class=\"\(level)\"><strong>\(level) \(record.kind.rawValue)</strong> at step #\(record.step) "
        + "(\(Escaping.xmlText(record.item))): \(Escaping.xmlText(record.message))</li>\n"
    }
    return html + "</ul>\n"
  }

  /// The diagram, in a box that scrolls sideways on a narrow screen.
  public static func diagram(_ diagram: SequenceDiagram) -> String {
    "<h3>Sequence diagram</h3>\n<div class=\"diagram\">\n\(diagram.svg)</div>\n"
  }
}
