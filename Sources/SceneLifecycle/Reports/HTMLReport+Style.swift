import QuickActions

/// The HTML report's colours, light and dark, and its style sheet.
///
/// Every colour is a CSS custom property whose value changes under `prefers-color-scheme: dark`
/// ([Media Queries 5](https://www.w3.org/TR/mediaqueries-5/#prefers-color-scheme)); ``textPairs`` names every
/// text colour on every background it is drawn on, which the tests hold to WCAG 2's 4.5:1 contrast
/// ([WCAG 2.2, 1.4.3](https://www.w3.org/TR/WCAG22/#contrast-minimum)).
extension HTMLReport {
  /// One colour variable: its name (`--fg`) and its values, `0xRRGGBB`, in the light and the dark scheme.
  public struct ColorVariable: Hashable, Sendable {
    /// The custom property's name, without the leading `--`.
    public let name: String
    /// The light scheme's value.
    public let light: UInt32
    /// The dark scheme's value.
    public let dark: UInt32
  }

  /// Every colour the report uses.
  public static let colors: [ColorVariable] = [
    ColorVariable(name: "bg", light: 0xFFFFFF, dark: 0x121417),
    ColorVariable(name: "fg", light: 0x1B1F24, dark: 0xE6E8EB),
    ColorVariable(name: "muted", light: 0x535A63, dark: 0xA9B1BA),
    ColorVariable(name: "surface", light: 0xF1F3F6, dark: 0x1E2228),
    ColorVariable(name: "line", light: 0x8A939E, dark: 0x5D6671),
    ColorVariable(name: "link", light: 0x0B57D0, dark: 0x8AB4F8),
    ColorVariable(name: "pass-fg", light: 0x0B6B2E, dark: 0x86E0A4),
    ColorVariable(name: "pass-bg", light: 0xE3F4E8, dark: 0x11301C),
    ColorVariable(name: "fail-fg", light: 0xA3001B, dark: 0xFFA3A3),
    ColorVariable(name: "fail-bg", light: 0xFDE7E9, dark: 0x3B1216),
    ColorVariable(name: "warn-fg", light: 0x774A00, dark: 0xFFD27A),
    ColorVariable(name: "warn-bg", light: 0xFFF3D6, dark: 0x35290A),
  ]

  /// Every text colour with the background it sits on, by variable name (the style sheet below draws text in no
  /// other combination).
  public static let textPairs: [(text: String, background: String)] = [
    ("fg", "bg"), ("fg", "surface"), ("muted", "bg"), ("muted", "surface"), ("link", "bg"), ("link", "surface"),
    ("pass-fg", "pass-bg"), ("fail-fg", "fail-bg"), ("warn-fg", "warn-bg"), ("fail-fg", "bg"), ("warn-fg", "bg"),
    ("pass-fg", "bg"),
  ]

  /// `#1b1f24`.
  public static func hex(_ color: UInt32) -> String {
    "#" + Hex.lowercase(color, digits: 6)
  }

  /// The style sheet: custom properties for both schemes, a layout that reads on a phone (the diagrams scroll
  /// sideways inside their section), and the diagrams' `sd-` classes. Holds no `<` or `&`, so the document stays
  /// well-formed XML.
  public static var styleSheet: String {
    let light = colors.map { "--\($0.name):\(hex($0.light));" }.joined()
    let dark = colors.map { "--\($0.name):\(hex($0.dark));" }.joined()
    return """
      :root{color-scheme:light dark;\(light)}
      @media (prefers-color-scheme: dark){:root{\(dark)}}
      *{box-sizing:border-box}
      body{margin:0;padding:1rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
      header,main{max-width:72rem;margin:0 auto}
      h1{font-size:1.5rem;margin:0 0 .5rem}
      h2{font-size:1.2rem;margin:0 0 .5rem;overflow-wrap:anywhere}
      h3{font-size:1rem;margin:1rem 0 .25rem}
      a{color:var(--link)}
      .muted,dt{color:var(--muted)}
      .table{overflow-x:auto}
      table{border-collapse:collapse;width:100%}
      th,td{text-align:left;vertical-align:top;padding:.3rem .5rem;border-bottom:1px solid var(--line);overflow-wrap:break-word}
      th{background:var(--surface)}
      section{border-top:2px solid var(--line);margin-top:2rem;padding-top:.75rem}
      dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem;margin:.5rem 0}
      dd{margin:0;overflow-wrap:anywhere}
      .verdict{display:inline-block;padding:0 .5rem;border-radius:4px;font-weight:bold;white-space:nowrap}
      .pass{color:var(--pass-fg);background:var(--pass-bg)}
      .fail,.error{color:var(--fail-fg);background:var(--fail-bg)}
      .warning{color:var(--warn-fg);background:var(--warn-bg)}
      ul.violations{padding-left:1.25rem}
      ul.violations li{padding:.1rem .4rem;margin:.2rem 0;border-radius:4px;overflow-wrap:anywhere}
      pre{background:var(--surface);color:var(--fg);padding:.75rem;overflow-x:auto;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace}
      .diagram{overflow-x:auto;border:1px solid var(--line);margin-top:.5rem}
      .diagram svg{display:block;max-width:none;color:var(--fg)}
      .sd-step{fill:var(--surface);stroke:none}
      .sd-step-label,.sd-label,.sd-head-label,.sd-note text,.sd-refused text{fill:var(--fg)}
      .sd-head{fill:var(--surface);stroke:var(--fg)}
      .sd-lifeline{stroke:var(--muted)}
      .sd-note rect,.sd-refused rect{fill:var(--surface);stroke:var(--muted)}
      .sd-error rect{fill:var(--fail-bg);stroke:var(--fail-fg)}
      .sd-error text{fill:var(--fail-fg)}
      .sd-warning rect{fill:var(--warn-bg);stroke:var(--warn-fg)}
      .sd-warning text{fill:var(--warn-fg)}

      """
  }
}
