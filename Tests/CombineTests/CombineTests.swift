import Combine
import Testing

// Combine's documented behaviour, checked through its public interface only: on
// Linux against the package's own Combine, on a Mac against Apple's, so that the two
// cannot drift apart.

final class Shelf: ObservableObject {
  @Published var title = "Library"
  @Published var count = 0
}

/// A class with no `@Published` property: Combine's default `objectWillChange` is
/// still one publisher per object.
final class Bare: ObservableObject {
  var title = "x"
}

/// A class that declares its own publisher: `@Published` does not send it.
final class OwnPublisher: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var value = 0
}

/// A subscriber that asks for `first` values on subscribing, then only when told.
final class DemandingSubscriber: Subscriber {
  typealias Input = Int
  typealias Failure = Never
  let first: Subscribers.Demand
  var subscription: (any Subscription)?
  var received: [Int] = []
  init(first: Subscribers.Demand) { self.first = first }
  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if first > .none { subscription.request(first) }
  }
  func receive(_ input: Int) -> Subscribers.Demand {
    received.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) {}
}

@Suite("Combine")
struct CombineTests {
  @Test("objectWillChange fires before every write, equal values included, while the old value is stored")
  func willChangeBeforeWrite() {
    let shelf = Shelf()
    var seen: [String] = []
    let subscription = shelf.objectWillChange.sink { seen.append(shelf.title) }
    shelf.title = "Shelf"
    shelf.title = "Shelf"
    shelf.count += 1
    #expect(seen == ["Library", "Shelf", "Shelf"])
    subscription.cancel()
    shelf.title = "after"
    #expect(seen.count == 3, "a cancelled subscription received a value")
  }

  @Test("$property publishes the current value at once, then each new value before it is stored")
  func projectedPublisher() {
    let shelf = Shelf()
    var values: [Int] = []
    var stored: [Int] = []
    let subscription = shelf.$count.sink {
      values.append($0)
      stored.append(shelf.count)
    }
    shelf.count = 5
    shelf.count = 5
    #expect(values == [0, 5, 5])
    #expect(stored == [0, 0, 5], "the new value was already stored when it was published")
    _ = subscription
  }

  @Test("One object's default publisher is the same at every access, with or without @Published properties")
  func defaultPublisher() {
    let shelf = Shelf()
    #expect(shelf.objectWillChange === shelf.objectWillChange)
    let bare = Bare()
    #expect(bare.objectWillChange === bare.objectWillChange)
    #expect(bare.objectWillChange !== Bare().objectWillChange)
    var fired = 0
    let subscription = bare.objectWillChange.sink { fired += 1 }
    bare.objectWillChange.send()
    #expect(fired == 1)
    _ = subscription
  }

  @Test("A declared objectWillChange is not sent by @Published writes")
  func ownPublisherIsNotSent() {
    let model = OwnPublisher()
    var fired = 0
    let subscription = model.objectWillChange.sink { fired += 1 }
    model.value = 1
    #expect(fired == 0)
    model.objectWillChange.send()
    #expect(fired == 1)
    _ = subscription
  }

  @Test("A cancellable cancels when it is released")
  func releasedCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var subscription: AnyCancellable? = subject.sink { values.append($0) }
    subject.send(1)
    subscription = nil
    subject.send(2)
    #expect(values == [1])
    _ = subscription
  }

  @Test("Cancellables stored in a set stay alive with it")
  func storedCancellables() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var bag = Set<AnyCancellable>()
    subject.sink { values.append($0) }.store(in: &bag)
    subject.sink { values.append($0 * 10) }.store(in: &bag)
    subject.send(1)
    #expect(values.sorted() == [1, 10])
    bag.removeAll()
    subject.send(2)
    #expect(values.count == 2)
  }

  @Test("Subjects: passthrough sends only later values; current value sends its value first; completion ends both")
  func subjects() {
    let passthrough = PassthroughSubject<String, Never>()
    passthrough.send("before")
    var got: [String] = []
    var finished = false
    let a = passthrough.sink(receiveCompletion: { _ in finished = true }, receiveValue: { got.append($0) })
    passthrough.send("after")
    passthrough.send(completion: .finished)
    passthrough.send("ignored")
    #expect(got == ["after"] && finished)

    let current = CurrentValueSubject<Int, Never>(1)
    var values: [Int] = []
    let b = current.sink { values.append($0) }
    current.value = 2
    current.send(3)
    #expect(values == [1, 2, 3] && current.value == 3)
    _ = (a, b)
  }

  @Test("Just sends one value and finishes; Empty finishes; Fail fails")
  func simplePublishers() {
    struct Failure: Error, Equatable {}
    var events: [String] = []
    _ = Just(7).sink(receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
    _ = Empty<Int, Never>().sink(
      receiveCompletion: { _ in events.append("empty") }, receiveValue: { _ in events.append("value") })
    _ = Fail<Int, Failure>(error: Failure()).sink(
      receiveCompletion: { if case .failure = $0 { events.append("failed") } },
      receiveValue: { _ in events.append("value") })
    _ = Just(8).eraseToAnyPublisher().sink { events.append("\($0)") }
    #expect(events == ["7", "done", "empty", "failed", "8"])
  }

  @Test("assign(to:on:) writes each value to the object")
  func assign() {
    let shelf = Shelf()
    let subject = PassthroughSubject<String, Never>()
    let subscription = subject.assign(to: \.title, on: shelf)
    subject.send("Assigned")
    #expect(shelf.title == "Assigned")
    _ = subscription
  }

  @Test(
    "Demand adds, subtracts and compares as Combine's",
    arguments: [
      (Subscribers.Demand.max(2) + .max(3), Subscribers.Demand.max(5)),
      (Subscribers.Demand.max(2) + .unlimited, Subscribers.Demand.unlimited),
      (Subscribers.Demand.max(2) - .max(3), Subscribers.Demand.none),
      (Subscribers.Demand.unlimited - .max(3), Subscribers.Demand.unlimited),
      (Subscribers.Demand.max(1) + 1, Subscribers.Demand.max(2)),
    ])
  func demand(_ computed: Subscribers.Demand, _ expected: Subscribers.Demand) {
    #expect(computed == expected)
    #expect(Subscribers.Demand.max(3) < .unlimited && Subscribers.Demand.none < .max(1))
    #expect(Subscribers.Demand.unlimited.max == nil && Subscribers.Demand.max(4).max == 4)
  }

  @Test("A subscriber that asks for one value at a time gets them as it asks")
  func limitedDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandingSubscriber(first: .max(1))
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.received == [1])
    subscriber.subscription?.request(.max(1))
    subject.send(3)
    #expect(subscriber.received == [1, 3])
  }

  @Test("A current value subscriber without demand gets the latest value at its next request")
  func latestValueOnRequest() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = DemandingSubscriber(first: .none)
    subject.subscribe(subscriber)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.received == [])
    subscriber.subscription?.request(.max(1))
    #expect(subscriber.received == [3])
  }

  @Test("A sink lets its closure go when cancelled: what it captured is released")
  func cancelledSinkReleasesItsClosure() {
    final class Owner {}
    let subject = PassthroughSubject<Int, Never>()
    weak var weakOwner: Owner?
    var subscription: AnyCancellable?
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = subject.sink { _ in _ = owner }
    }
    #expect(weakOwner != nil)
    subscription?.cancel()
    #expect(weakOwner == nil, "the cancelled sink still holds its closure")
    _ = subscription
  }

  @Test("Demand compares and combines with whole numbers")
  func demandWithInts() {
    #expect(Subscribers.Demand.max(2) > 0 && Subscribers.Demand.unlimited > 5 && !(Subscribers.Demand.none > 0))
    #expect(Subscribers.Demand.max(3) == 3 && 3 == Subscribers.Demand.max(3) && Subscribers.Demand.unlimited != 3)
    var demand = Subscribers.Demand.max(2)
    demand += 3
    demand *= 2
    #expect(demand == .max(10))
    #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
  }
}
