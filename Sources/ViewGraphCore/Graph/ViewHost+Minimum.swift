// The minimum oracle (Documentation/Rules.md, Q19, "The minimum"): before an
// update, what every custom view shows directly is kept (its leaves, the values it
// passes its children, its rows' ids). The update runs as written; then the
// stale-view audit re-evaluates every realized body without committing, each view
// whose output would differ is re-run for real (once per update), and the audit
// repeats until no view is stale. The update keeps only the last evaluation of each
// view whose direct output changed: no tracking strategy can run fewer bodies.

extension ViewHost {
  /// The minimum's invariants (Documentation/Counting.md, "The minimum"), checked in
  /// the builds that run the invariant checks: a screen change made in a body's own
  /// evaluation keeps that body, unless the view has gone by the end of the update
  /// (what it changed left the screen with it).
  func checkMinimumInvariants(needed: Set<String>, changeOwners: Set<String>) {
    #if VIEWGRAPH_INTERNAL_CHECKS
    let unkept = changeOwners.subtracting(needed)
    // The tree is walked only when some owner was not kept (rare): is it still there?
    guard !unkept.isEmpty else { return }
    var mounted: Set<String> = []
    reconciler.forEachLiveNode { mounted.insert($0.path) }
    for path in unkept.sorted() where mounted.contains(path) {
      invariant(false, "Internal inconsistency: the minimum drops \(path), whose evaluation changed the screen")
    }
    #endif
  }

  /// Re-runs the views the audit finds stale until none is, each at most once: a
  /// view still stale after its re-run (its output differs at every evaluation, a
  /// clock, a model its own body writes) is reported, not re-run again.
  func reRunStaleViews() {
    var reRun: Set<Int> = []
    var unsettled: [StaleView] = []
    while true {
      var fresh = false
      for (node, view) in reconciler.staleNodes(includingDisconnectedCopies: false) {
        guard reRun.insert(node.id).inserted else {
          if !unsettled.contains(where: { $0.path == view.path }) { unsettled.append(view) }
          continue
        }
        reconciler.invalidateStale(node, finding: view.reason, into: &scheduler)
        oracleReRuns.append((view.path, view.reason))
        fresh = true
      }
      guard fresh else { break }
      flushPending()
      reconciler.forgetStaleFindings()
    }
    for view in unsettled {
      recorder.diagnostic(
        Diagnostic(
          kind: .oracleUnsettled,
          message:
            "The minimum oracle re-ran this view and it still \(view.reason): its output changes at every evaluation.",
          path: view.path))
    }
  }
}

extension ViewHost {
  /// The views the minimum oracle re-ran since the last call, with what it found
  /// (the fuzzer's check that a generated tree leaves nothing stale).
  package func takeOracleReRuns() -> [(path: String, finding: String)] {
    defer { oracleReRuns = [] }
    return oracleReRuns
  }
}

extension Update {
  /// The update with, of its evaluations, only the last one of each view whose
  /// output changed, its log in order: the minimum oracle's record.
  package func keepingLastEvaluation(of paths: Set<String>) -> Update {
    var last: [String: Int] = [:]
    for (index, evaluation) in evaluations.enumerated() where paths.contains(evaluation.path) {
      last[evaluation.path] = index
    }
    let kept = Set(last.values)
    guard kept.count != evaluations.count else { return self }
    var update = Update()
    var index = 0
    for event in log {
      if case .evaluated = event {
        defer { index += 1 }
        guard kept.contains(index) else { continue }
      }
      update.append(event)
    }
    return update
  }
}
