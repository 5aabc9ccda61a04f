// Sources/qa-sim-bench/Bench+Replay.swift as it was (in the command then): Glibc's posix_spawn_file_actions_t is a struct with
// a zero-argument initializer; Darwin's is `typedef void *posix_spawn_file_actions_t`, an UnsafeMutableRawPointer.
import Foundation

func spawn() {
  var actions = posix_spawn_file_actions_t()  // expected-error {{missing argument for parameter #1 in call}}
  posix_spawn_file_actions_init(&actions)
}

func spawnAsDarwinNeeds() {
  var actions: posix_spawn_file_actions_t? = nil
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_destroy(&actions)
}
