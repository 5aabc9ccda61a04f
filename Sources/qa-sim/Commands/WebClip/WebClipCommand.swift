/// `qa-sim webclip`: placeholder on the server branch until the page helper's command is merged.
enum WebClipCommand {}
