import Combine
import Observation
import TestSupport
import Testing
import ViewGraph

// onReceive and SubscriptionView: subscribed while the view is on screen, each
// value runs the action at once, cancelled when the view goes away, re-subscribed
// when a body passes another publisher (Documentation/Rules.md, Q21).

@Suite("Q21: onReceive and SubscriptionView")
@MainActor
struct ReceiveTests {
  @Test(
    "The view subscribes when it appears, before its onAppear; each value runs the action in the update that sent it")
  func subscribeAndReceive() {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(Ticker(ticks: ticks))
    expectNoDifference(
      host.mount.lifecycleEvents.map(\.description),
      ["onReceive subscribed: Ticker/Text", "onAppear: Ticker/Text"])
    let update = host.update { ticks.send(3) }
    expectNoDifference(update.lifecycleEvents.map(\.description), ["onReceive: Ticker/Text (Int)"])
    expectNoDifference(update.printedChanges, ["Ticker: _total changed."])
    #expect(host.treeDescription.contains("Text(3)"), "\(host.treeDescription)")
  }

  @Test("A value sent outside an update is applied by the next flush")
  func sentOutsideAnUpdate() {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(Ticker(ticks: ticks))
    ticks.send(2)
    ticks.send(5)
    let flushed = host.flush()
    expectNoDifference(flushed.printedChanges, ["Ticker: _total changed."])
    #expect(host.treeDescription.contains("Text(7)"), "\(host.treeDescription)")
  }

  @Test("Removing the view cancels the subscription before its onDisappear: later values run nothing")
  func cancelledOnDisappear() {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(Switcher(ticks: ticks))
    let removed = host.tap("hide")
    expectNoDifference(
      removed.lifecycleEvents.map(\.description),
      ["onReceive cancelled: Switcher/VStack/Ticker/Text", "onDisappear: Switcher/VStack/Ticker"])
    let after = host.update { ticks.send(1) }
    #expect(after.bodyCount == 0 && after.lifecycleEvents.isEmpty, "\(after.trace)")
  }

  @Test("A parent's re-run passing the same publisher keeps the subscription; another publisher is re-subscribed")
  func resubscription() {
    let ticks = PassthroughSubject<Int, Never>()
    let model = ReceiveModel()
    let same = ViewHost(Relay(ticks: ticks, model: model, erased: false))
    let kept = same.update { model.generation += 1 }
    #expect(kept.lifecycleEvents.isEmpty, "\(kept.trace)")
    let erasedModel = ReceiveModel()
    let erased = ViewHost(Relay(ticks: ticks, model: erasedModel, erased: true))
    let renewed = erased.update { erasedModel.generation += 1 }
    expectNoDifference(
      renewed.lifecycleEvents.map(\.description),
      ["onReceive cancelled: Relay/Text", "onReceive subscribed: Relay/Text"])
    let both = erased.update { ticks.send(4) }
    #expect(both.lifecycleEvents.count == 1, "one subscription, not two: \(both.trace)")
  }

  @Test(
    "A publisher holding a closure that captured values in a body is another publisher at each re-run: re-subscribed; one capturing nothing is the same",
    arguments: [true, false])
  func mappedIsAnotherPublisher(capturing: Bool) {
    let ticks = PassthroughSubject<Int, Never>()
    let model = ReceiveModel()
    let host = ViewHost(MappedRelay(ticks: ticks, model: model, capturing: capturing))
    let renewed = host.update { model.generation += 1 }
    expectNoDifference(
      renewed.lifecycleEvents.map(\.description),
      capturing ? ["onReceive cancelled: MappedRelay/Text", "onReceive subscribed: MappedRelay/Text"] : [])
  }

  @Test("SubscriptionView subscribes its content like onReceive")
  func subscriptionView() {
    let ticks = PassthroughSubject<String, Never>()
    let host = ViewHost(Banner(ticks: ticks))
    host.update { ticks.send("hello") }
    #expect(host.treeDescription.contains("Text(hello)"), "\(host.treeDescription)")
  }

  @Test("A dropped host frees the subscription and what its action holds")
  func nothingKeptAlive() {
    let ticks = PassthroughSubject<Int, Never>()
    weak var weakProbe: Probe?
    do {
      let probe = Probe()
      weakProbe = probe
      let host = ViewHost(Probed(ticks: ticks, probe: probe))
      host.update { ticks.send(1) }
      #expect(probe.received == [1])
    }
    #expect(weakProbe == nil, "the subscription outlived its host")
  }
}

private struct Ticker: View {
  let ticks: PassthroughSubject<Int, Never>
  @State private var total = 0
  var body: some View {
    Text("\(total)")
      .onAppear {}
      .onReceive(ticks) { total += $0 }
  }
}

private struct Switcher: View {
  let ticks: PassthroughSubject<Int, Never>
  @State private var shown = true
  var body: some View {
    VStack {
      if shown { Ticker(ticks: ticks).onDisappear {} }
      Button("hide") { shown = false }
    }
  }
}

@Observable
private final class ReceiveModel {
  var generation = 0
}

private struct Relay: View {
  let ticks: PassthroughSubject<Int, Never>
  let model: ReceiveModel
  let erased: Bool
  var body: some View {
    let generation = model.generation
    if erased {
      Text("\(generation)").onReceive(ticks.eraseToAnyPublisher()) { _ in }
    } else {
      Text("\(generation)").onReceive(ticks) { _ in }
    }
  }
}

private struct MappedRelay: View {
  let ticks: PassthroughSubject<Int, Never>
  let model: ReceiveModel
  let capturing: Bool
  var body: some View {
    let generation = model.generation
    Text("\(generation)")
      .onReceive(
        capturing ? Tagged(upstream: ticks) { "tick \($0) of \(generation)" } : Tagged(upstream: ticks) { "tick \($0)" }
      ) { _ in }
  }
}

/// A publisher holding a closure, as `map` does: its upstream's values, tagged.
private struct Tagged: Publisher {
  typealias Output = Int
  typealias Failure = Never
  let upstream: PassthroughSubject<Int, Never>
  let tag: (Int) -> String
  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    upstream.receive(subscriber: subscriber)
  }
}

private struct Banner: View {
  let ticks: PassthroughSubject<String, Never>
  @State private var message = ""
  var body: some View {
    SubscriptionView(content: Text(message), publisher: ticks) { message = $0 }
  }
}

private final class Probe {
  var received: [Int] = []
}

private struct Probed: View {
  let ticks: PassthroughSubject<Int, Never>
  let probe: Probe
  var body: some View {
    Text("probe").onReceive(ticks) { probe.received.append($0) }
  }
}
