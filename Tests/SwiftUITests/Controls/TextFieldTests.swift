import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Every value the field wrote to its binding, in order.
@MainActor private final class BindingLog {
  var values: [String] = []
  var submits = 0
}

private struct NameField: View {
  @State var name = ""
  let log: BindingLog
  var body: some View {
    VStack {
      TextField(
        "Your name...",
        text: Binding(
          get: { name },
          set: {
            name = $0
            log.values.append($0)
          })
      )
      .onSubmit { log.submits += 1 }
      .submitLabel(.done)
      Text("Echo: \(name)")
    }
  }
}

private struct LoginForm: View {
  enum Field: Hashable { case name, password }
  @State var name = ""
  @State var password = ""
  @FocusState var focus: Field?
  var body: some View {
    VStack {
      TextField("Username", text: $name).focused($focus, equals: .name)
      SecureField("Password", text: $password).focused($focus, equals: .password)
      Text(focus == .name ? "focus: name" : focus == .password ? "focus: password" : "focus: none")
      Button("Next") { focus = .password }
      Button("Done") { focus = nil }
    }
    .textFieldStyle(.roundedBorder)
    .onAppear { focus = .name }
  }
}

private struct SingleFocus: View {
  @State var text = ""
  @FocusState var isFocused: Bool
  var body: some View {
    VStack {
      TextField("Message", text: $text).focused($isFocused)
      Text(isFocused ? "editing" : "idle")
      Button("Edit") { isFocused = true }
      Button("Stop") { isFocused = false }
    }
  }
}

@Observable private final class FieldShift {
  var x: CGFloat = 0
}

/// A field that can be moved sideways, as a step sliding in moves it.
private struct ShiftedField: View {
  let shift: FieldShift
  @State var name = ""
  var body: some View {
    TextField("Your name...", text: $name).padding().offset(x: shift.x)
  }
}

@MainActor private func editing(_ driver: AppDriver, _ label: String) -> TextEditingState {
  driver.element(label)!.node.attributes.control!.textClient as! TextEditingState
}

@MainActor @Suite struct TextFieldTests {
  @Test func TypingWritesTheBindingOnEveryKeystrokeByGrapheme() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("Hi 안녕👋🏽")
    #expect(log.values == ["H", "Hi", "Hi ", "Hi 안", "Hi 안녕", "Hi 안녕👋🏽"])
    #expect(log.values.last?.count == 6)
    #expect(driver.exists("Echo: Hi 안녕👋🏽"))
    driver.press(.backspace)
    #expect(log.values.last == "Hi 안녕")
    driver.press(.backspace)
    #expect(log.values.last == "Hi 안")
    driver.press(.left)
    driver.press(.left)
    driver.press(.backspace)
    #expect(log.values.last == "H 안")
  }

  @Test func ArrowsMoveByGraphemeAndShiftSelectsForReplacement() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("hello 👋🏽 world")
    for _ in 0..<5 { driver.press(.left, modifiers: .shift) }
    #expect(editing(driver, "Your name...").selectedText == "world")
    driver.type("there")
    #expect(log.values.last == "hello 👋🏽 there")
    // Left with a selection collapses to its start; one more Left steps over the whole emoji.
    for _ in 0..<5 { driver.press(.left, modifiers: .shift) }
    driver.press(.left)
    driver.press(.left)
    driver.press(.left)
    driver.type("!")
    #expect(log.values.last == "hello !👋🏽 there")
    driver.press(.home)
    driver.type(">")
    driver.press(.end)
    driver.type("<")
    #expect(log.values.last == ">hello !👋🏽 there<")
    driver.press(.left, modifiers: [.shift, .command])
    driver.press(.delete)
    #expect(log.values.last == "")
  }

  @Test func ArrowsMoveTheWayTheyPointInRightToLeftText() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log).environment(\.layoutDirection, .rightToLeft))
    try driver.tap("Your name...")
    driver.type("سلام")
    let state = editing(driver, "Your name...")
    // The caret after the last letter is at the word's left end: Left goes nowhere, Right steps back
    // over one letter on screen (towards the string's start).
    let end = state.caretRect.minX
    driver.press(.left)
    #expect(state.caretRect.minX == end)
    driver.press(.right)
    #expect(state.caretRect.minX > end)
    driver.type("!")
    #expect(log.values.last == "سلا!م")
    // Command-Right goes to the right end, which is where the string starts.
    driver.press(.right, modifiers: .command)
    driver.type(">")
    #expect(log.values.last == ">سلا!م")
    // ">" leads a right-to-left line, so it shows at the right end. Shift-Left selects the two letters to
    // the caret's left on screen; Right collapses the selection at its right edge, just after ">".
    driver.press(.left, modifiers: .shift)
    driver.press(.left, modifiers: .shift)
    #expect(state.selectedText == "سل")
    driver.press(.right)
    driver.type("<")
    #expect(log.values.last == "><سلا!م")
  }

  @Test func ArrowsCrossMixedRunsInScreenOrder() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("Ann سلام 29")
    let state = editing(driver, "Your name...")
    // From the end, every Left moves the caret left on screen (never right, as string order would inside
    // the Arabic word) until it reaches the start; Right walks back to the end the same way.
    var x = state.caretRect.minX
    var steps = 0
    while steps < 20 {
      driver.press(.left)
      let next = state.caretRect.minX
      if next == x { break }
      #expect(next < x, "step \(steps) moved the caret right")
      x = next
      steps += 1
    }
    driver.type("*")
    #expect(log.values.last == "*Ann سلام 29")
    // "29" after Arabic letters joins their run, so where the runs meet two string positions share one
    // place on screen: 11 graphemes, 10 or 11 distinct stops.
    #expect(steps >= 10)
    steps = 0
    while steps < 20 {
      driver.press(.right)
      let next = state.caretRect.minX
      if next == x { break }
      #expect(next > x, "step \(steps) moved the caret left")
      x = next
      steps += 1
    }
    driver.type("#")
    #expect(log.values.last == "*Ann سلام 29#")
  }

  @Test func CopyCutPasteGoThroughTheClipboardAndUndoRestores() throws {
    let clipboard = InMemoryClipboard()
    Clipboard.provider = clipboard
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("copy me")
    driver.press(.character("a"), modifiers: .command)
    driver.press(.character("c"), modifiers: .command)
    #expect(clipboard.read() == "copy me")
    driver.press(.end)
    driver.press(.character("v"), modifiers: .control)
    #expect(log.values.last == "copy mecopy me")
    driver.press(.character("a"), modifiers: .command)
    driver.press(.character("x"), modifiers: .command)
    #expect(log.values.last == "")
    #expect(clipboard.read() == "copy mecopy me")
    driver.press(.character("z"), modifiers: .command)
    #expect(log.values.last == "copy mecopy me")
    driver.press(.character("z"), modifiers: .command)
    #expect(log.values.last == "copy me")
    // The whole typing run is one undo step, as on iOS.
    driver.press(.character("z"), modifiers: .command)
    #expect(log.values.last == "")
    driver.press(.character("z"), modifiers: [.command, .shift])
    #expect(log.values.last == "copy me")
  }

  @Test func PastedLineBreaksBecomeSpacesInASingleLineField() throws {
    Clipboard.provider = InMemoryClipboard()
    Clipboard.provider.write("one\ntwo\r\nthree")
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.press(.character("v"), modifiers: .command)
    #expect(log.values.last == "one two three")
  }

  @Test func SecureFieldShowsBulletsAndKeepsItsTextOffTheClipboard() throws {
    let clipboard = InMemoryClipboard()
    clipboard.write("before")
    Clipboard.provider = clipboard
    let driver = AppDriver(LoginForm())
    driver.settle()
    try driver.tap("Password")
    driver.type("s3cr👋🏽t")
    let state = editing(driver, "Password")
    #expect(state.text == "s3cr👋🏽t")
    #expect(state.display == "••••••")
    driver.press(.character("a"), modifiers: .command)
    driver.press(.character("c"), modifiers: .command)
    driver.press(.character("x"), modifiers: .command)
    #expect(clipboard.read() == "before")
    #expect(state.text == "s3cr👋🏽t")
    driver.press(.character("v"), modifiers: .command)
    #expect(state.text == "before")
    #expect(state.display == "••••••")
  }

  @Test func SecureFieldDrawsExactlyWhatAFieldOfBulletsDraws() throws {
    struct Secure: View {
      @State var text = "hunter2"
      var body: some View {
        SecureField("Password", text: $text).textFieldStyle(.roundedBorder).padding()
      }
    }
    struct Plain: View {
      @State var text = "•••••••"
      var body: some View {
        TextField("Password", text: $text).textFieldStyle(.roundedBorder).padding()
      }
    }
    let secureDriver = AppDriver(Secure())
    let field = try #require(secureDriver.frame(of: "Password"))
    let secure = secureDriver.screenshot()
    let plain = AppDriver(Plain()).screenshot()
    var differing = 0
    var inked = 0
    for y in Int(field.minY * 2)..<Int(field.maxY * 2) {
      for x in Int(field.minX * 2)..<Int(field.maxX * 2) {
        let a = secure.pixel(x: x, y: y)
        if a.distance(to: plain.pixel(x: x, y: y)) > 0 { differing += 1 }
        if a.red < 128 { inked += 1 }
      }
    }
    #expect(differing == 0)
    #expect(inked > 50, "the bullets are drawn")
  }

  @Test func ReturnRunsOnSubmitAndEndsEditing() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("Ann\n")
    #expect(log.submits == 1)
    #expect(driver.host.focusedLabel == nil)
    #expect(log.values.last == "Ann")
    #expect(driver.element("Your name...")?.node.environment.submitLabel == .done)
    driver.press(.returnKey)
    #expect(log.submits == 1, "Return without a focused field submits nothing")
  }

  @Test func OnSubmitCanMoveFocusToTheNextField() throws {
    struct Chain: View {
      enum Field { case first, second }
      @State var a = ""
      @State var b = ""
      @FocusState var focus: Field?
      var body: some View {
        VStack {
          TextField("First", text: $a).focused($focus, equals: .first).onSubmit { focus = .second }
          TextField("Second", text: $b).focused($focus, equals: .second)
        }
      }
    }
    let driver = AppDriver(Chain())
    try driver.tap("First")
    driver.type("x\n")
    driver.settle()
    #expect(driver.host.focusedLabel == "Second")
    driver.type("y")
    #expect(editing(driver, "Second").text == "y")
  }

  @Test func FocusStateFocusesOnAppearTabMovesAndCodeMovesOrEndsFocus() throws {
    let driver = AppDriver(LoginForm())
    driver.settle()
    #expect(driver.host.focusedLabel == "Username")
    #expect(driver.exists("focus: name"))
    driver.type("ann")
    driver.press(.tab)
    driver.settle()
    #expect(driver.host.focusedLabel == "Password")
    #expect(driver.exists("focus: password"))
    driver.press(.tab, modifiers: .shift)
    driver.settle()
    #expect(driver.host.focusedLabel == "Username")
    #expect(driver.exists("focus: name"))
    try driver.tap("Next")
    driver.settle()
    #expect(driver.host.focusedLabel == "Password")
    try driver.tap("Done")
    driver.settle()
    #expect(driver.host.focusedLabel == nil)
    #expect(driver.exists("focus: none"))
    try driver.tap("Username")
    driver.settle()
    #expect(driver.exists("focus: name"))
    driver.press(.escape)
    driver.settle()
    #expect(driver.exists("focus: none"))
  }

  @Test func BoolFocusStateFollowsTapsAndCode() throws {
    let driver = AppDriver(SingleFocus())
    #expect(driver.exists("idle"))
    try driver.tap("Edit")
    driver.settle()
    #expect(driver.host.focusedLabel == "Message")
    #expect(driver.exists("editing"))
    try driver.tap("Stop")
    driver.settle()
    #expect(driver.host.focusedLabel == nil)
    #expect(driver.exists("idle"))
    try driver.tap("Message")
    driver.settle()
    #expect(driver.exists("editing"))
  }

  @Test func DisabledFieldsTakeNoFocus() throws {
    struct Form: View {
      @State var a = ""
      @State var b = ""
      var body: some View {
        VStack {
          TextField("Off", text: $a).disabled(true)
          TextField("On", text: $b)
        }
      }
    }
    let driver = AppDriver(Form())
    try driver.tap("Off")
    #expect(driver.host.focusedLabel == nil)
    driver.type("x")
    driver.press(.tab)
    #expect(driver.host.focusedLabel == "On")
    driver.press(.tab)
    #expect(driver.host.focusedLabel == "On")
    #expect(editing(driver, "On").text == "")
  }

  @Test func CompositionShowsUnderTheCaretUntilCommitted() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("a")
    let state = editing(driver, "Your name...")
    driver.host.send(.composition("ㅎ"))
    driver.host.send(.composition("하"))
    driver.host.send(.composition("한"))
    #expect(log.values == ["a"], "composing text is not written to the binding")
    #expect(state.display == "a한")
    #expect(state.compositionRange == 1..<4)
    driver.host.send(.text("한"))
    #expect(log.values.last == "a한")
    #expect(state.compositionRange == nil)
    #expect(state.display == "a한")
    driver.host.send(.composition("ㄱ"))
    driver.host.send(.composition(""))
    #expect(state.display == "a한")
  }

  @Test func TappingPutsTheCaretUnderTheFinger() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("hello world")
    driver.press(.escape)
    let frame = try #require(driver.frame(of: "Your name..."))
    driver.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
    driver.type("X")
    #expect(log.values.last == "Xhello world")
    // Second tap well after the first: just moves the caret (to the end, past the text).
    driver.advance(by: 1)
    driver.tap(at: CGPoint(x: frame.maxX - 5, y: frame.midY))
    driver.type("Y")
    #expect(log.values.last == "Xhello worldY")
  }

  @Test func DoubleTapSelectsAWord() throws {
    let log = BindingLog()
    let driver = AppDriver(NameField(log: log))
    try driver.tap("Your name...")
    driver.type("alpha beta")
    let state = editing(driver, "Your name...")
    let caret = state.caretRect
    driver.tap(at: CGPoint(x: caret.minX - 10, y: caret.midY))
    driver.tap(at: CGPoint(x: caret.minX - 10, y: caret.midY))
    #expect(state.selectedText == "beta")
  }

  @Test func LongTextScrollsToKeepTheCaretInView() throws {
    struct Narrow: View {
      @State var text = ""
      var body: some View { TextField("Narrow", text: $text).frame(width: 120) }
    }
    let driver = AppDriver(Narrow())
    try driver.tap("Narrow")
    driver.type(String(repeating: "wide text ", count: 8))
    let frame = try #require(driver.frame(of: "Narrow"))
    let state = editing(driver, "Narrow")
    #expect(state.caretRect.maxX <= frame.maxX + 0.01)
    #expect(state.caretRect.minX > frame.midX, "the caret is at the end, at the right edge")
    driver.press(.home)
    #expect(abs(state.caretRect.minX - frame.minX) < 0.5)
    driver.press(.end)
    #expect(state.caretRect.maxX <= frame.maxX + 0.01)
    #expect(state.caretRect.maxX > frame.maxX - 3)
  }

  @Test func TypingIntoLongTextDoesNotRelayOutUntilDrawn() throws {
    struct Long: View {
      @State var text = String(repeating: "0123456789", count: 1000)
      var body: some View { TextField("Long", text: $text) }
    }
    let driver = AppDriver(Long())
    try driver.tap("Long")
    let before = TextInputLayoutCache.builds
    driver.type(String(repeating: "x", count: 30))
    driver.press(.left)
    driver.press(.left, modifiers: .shift)
    #expect(TextInputLayoutCache.builds == before, "keystrokes alone build no text layout")
    _ = driver.screenshot()
    _ = driver.screenshot()
    #expect(
      TextInputLayoutCache.builds == before + 1, "one layout per shown text, reused while redrawing"
    )
    #expect(editing(driver, "Long").text.count == 10_030)
  }

  @Test func PastingAMegabyteDoesNotHang() throws {
    struct Big: View {
      @State var text = ""
      let log: BindingLog
      var body: some View {
        TextField(
          "Big",
          text: Binding(
            get: { text },
            set: {
              text = $0
              log.values.append($0)
            }))
      }
    }
    Clipboard.provider = InMemoryClipboard()
    Clipboard.provider.write(String(repeating: "abcdefghi\n", count: 100_000))
    let log = BindingLog()
    let driver = AppDriver(Big(log: log))
    try driver.tap("Big")
    let start = Date()
    driver.press(.character("v"), modifiers: .command)
    driver.type("!")
    print("paste+type", Date().timeIntervalSince(start))
    #expect(log.values.last?.utf8.count == 1_000_001)
    let drawStart = Date()
    let image = driver.screenshot(to: "\(temporaryFolder("textfield"))/textfield-megabyte.png")
    print("draw", Date().timeIntervalSince(drawStart))
    // The field shows the text where it ends (the caret's line), not an empty box.
    let field = try #require(driver.frame(of: "Big"))
    #expect(image.inkCount(in: field) > 30, "text drawn in \(field)")
    let secondStart = Date()
    driver.press(.left)
    _ = driver.screenshot()
    print("caret move + draw", Date().timeIntervalSince(secondStart))
  }

  @Test func TextEditorInsertsLineBreaksAndMovesBetweenLines() throws {
    struct Notes: View {
      @State var text = ""
      var body: some View { TextEditor(text: $text).frame(height: 200) }
    }
    let driver = AppDriver(Notes())
    let element = try #require(driver.elements().first { $0.kind == .control("textEditor") })
    driver.tap(at: element.center)
    driver.type("first\nsecond")
    let state = element.node.attributes.control!.textClient as! TextEditingState
    #expect(state.text == "first\nsecond")
    driver.press(.up)
    driver.type("!")
    #expect(state.text == "first!\nsecond")
    driver.press(.down)
    driver.press(.end)
    driver.press(.returnKey)
    #expect(state.text == "first!\nsecond\n")
  }

  @Test func FieldIsOneLineTallAndTakesTheOfferedWidth() throws {
    struct Seed: View {
      @State var name = ""
      var body: some View {
        VStack(spacing: 20) {
          TextField("Your name...", text: $name)
            .font(.headline)
            .padding(.horizontal)
            .frame(height: 55)
            .background(Color.white)
            .cornerRadius(10)
          TextField("Plain", text: $name)
          TextField("Rounded", text: $name).textFieldStyle(.roundedBorder)
        }
        .padding(30)
      }
    }
    let driver = AppDriver(Seed())
    let seed = try #require(driver.frame(of: "Your name..."))
    #expect(seed.height == 22)
    #expect(abs(seed.width - (390 - 60 - 32)) < 0.01)
    #expect(abs(seed.minX - (30 + 16)) < 0.01)
    #expect(
      abs(seed.midY - (driver.frame(of: "Plain")!.minY - 20 - 55 / 2)) < 0.01,
      "centred in its 55 pt frame")
    let plain = try #require(driver.frame(of: "Plain"))
    #expect(plain.size == CGSize(width: 330, height: 22))
    let rounded = try #require(driver.frame(of: "Rounded"))
    #expect(rounded.height == 34)
  }

  @Test func FixedSizeFieldHugsItsPlaceholder() throws {
    struct Hug: View {
      @State var text = ""
      var body: some View { TextField("Short", text: $text).fixedSize() }
    }
    let driver = AppDriver(Hug())
    let frame = try #require(driver.frame(of: "Short"))
    #expect(frame.width > 20 && frame.width < 80)
  }

  @Test func FormattedValueIsParsedWhenEditingEnds() throws {
    struct Age: View {
      @State var age = 18
      var body: some View {
        VStack {
          TextField("Age", value: $age, format: .number)
          Text("age \(age)")
        }
      }
    }
    let driver = AppDriver(Age())
    try driver.tap("Age")
    driver.press(.backspace)
    driver.press(.backspace)
    driver.type("42")
    #expect(driver.exists("age 18"))
    driver.press(.returnKey)
    driver.settle()
    #expect(driver.exists("age 42"))
  }

  @Test func ScreenshotShowsTextCaretAndSelection() throws {
    struct Look: View {
      @State var name = "Hello world"
      @State var user = ""
      var body: some View {
        VStack(spacing: 16) {
          TextField("Your name...", text: $name)
            .font(.headline)
            .padding(.horizontal)
            .frame(height: 55)
            .background(Color.white)
            .cornerRadius(10)
          TextField("Username", text: $user).textFieldStyle(.roundedBorder)
          SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder)
        }
        .padding(30)
        .background(Color.purple)
      }
    }
    let driver = AppDriver(Look())
    try driver.tap("Your name...")
    let state = editing(driver, "Your name...")
    let caret = state.caretRect
    let folder = temporaryFolder("textfield")
    let image = driver.screenshot(to: "\(folder)/textfield-caret.png")
    let blue = image.pixel(at: CGPoint(x: caret.midX, y: caret.midY))
    #expect(blue.blue > 200 && blue.red < 60, "caret in the tint colour: \(blue)")
    for _ in 0..<5 { driver.press(.left, modifiers: .shift) }
    let selected = driver.screenshot(to: "\(folder)/textfield-selection.png")
    let frame = try #require(driver.frame(of: "Your name..."))
    // Inside "world" between glyphs: the selection tint (blue at 20% over white).
    let geometry = state.geometry(in: frame.size, environment: state.contentNode!.environment)
    let rect = try #require(TextInputGeometry.rects(geometry.layout, range: state.selection).first)
    let tinted = selected.pixel(
      at: CGPoint(
        x: frame.minX + geometry.origin.x + rect.minX + 1,
        y: frame.minY + geometry.origin.y + rect.minY + 1))
    #expect(tinted.blue == 255 && tinted.red > 180 && tinted.red < 220, "\(tinted)")
  }

  @Test func EmptyFocusedFieldShowsPlaceholderWithCaretAtItsStart() throws {
    struct Look: View {
      @State var empty = ""
      @State var mixed = "안녕 👋🏽 hi 18"
      @State var notes =
        "A TextEditor wraps long lines at its width and keeps going on the next line.\nSecond paragraph."
      var body: some View {
        VStack(spacing: 16) {
          TextField("Username", text: $empty).textFieldStyle(.roundedBorder)
          TextField("Mixed", text: $mixed).textFieldStyle(.roundedBorder)
          TextField("Disabled", text: .constant("Can't touch this")).textFieldStyle(.roundedBorder)
            .disabled(true)
          TextEditor(text: $notes).frame(height: 120)
        }
        .padding(30)
        .background(Color(white: 0.9))
      }
    }
    let driver = AppDriver(Look())
    try driver.tap("Username")
    let state = editing(driver, "Username")
    let caret = state.caretRect
    let frame = try #require(driver.frame(of: "Username"))
    // Inside the rounded border's 7 pt inset, vertically centred.
    #expect(abs(caret.minX - frame.minX - 7) < 0.5)
    #expect(abs(caret.midY - frame.midY) < 1)
    let image = driver.screenshot(to: "\(temporaryFolder("textfield"))/textfield-empty.png")
    let pixel = image.pixel(at: CGPoint(x: caret.midX, y: caret.midY))
    #expect(pixel.blue > 200 && pixel.red < 60, "\(pixel)")
  }

  @Test func LegacyCallbacksHearEditingAndReturn() throws {
    final class Events {
      var list: [String] = []
    }
    struct Legacy: View {
      @State var text = ""
      let events: Events
      var body: some View {
        TextField(
          "Legacy", text: $text, onEditingChanged: { events.list.append("editing \($0)") },
          onCommit: { events.list.append("commit") })
      }
    }
    let events = Events()
    let driver = AppDriver(Legacy(events: events))
    try driver.tap("Legacy")
    driver.type("a\n")
    #expect(events.list == ["editing true", "commit", "editing false"])
  }

  @Test func WritingAnotherBoolFocusStateMovesFocusThere() throws {
    struct TwoFlags: View {
      @State var a = ""
      @State var b = ""
      @FocusState var aFocused: Bool
      @FocusState var bFocused: Bool
      var body: some View {
        VStack {
          TextField("A", text: $a).focused($aFocused)
          TextField("B", text: $b).focused($bFocused)
          Text("a \(aFocused) b \(bFocused)")
          Button("Go to B") { bFocused = true }
        }
      }
    }
    let driver = AppDriver(TwoFlags())
    try driver.tap("A")
    driver.settle()
    #expect(driver.exists("a true b false"))
    try driver.tap("Go to B")
    driver.settle()
    #expect(driver.host.focusedLabel == "B")
    #expect(driver.exists("a false b true"))
  }
  /// The caret the window tells the input method about (its candidate window opens there) follows typing and
  /// follows the field when it moves without a change of its own.
  @Test func theCaretGivenToTheInputMethodFollowsTheTextAndTheField() throws {
    let shift = FieldShift()
    let driver = AppDriver(ShiftedField(shift: shift))
    try driver.tap("Your name...")
    let start = try #require(driver.host.textInputCaretRect)
    driver.type("Hello")
    let typed = try #require(driver.host.textInputCaretRect)
    #expect(typed.minX > start.minX + 20, "after five letters: \(start) -> \(typed)")
    shift.x = 40
    driver.settle()
    let moved = try #require(driver.host.textInputCaretRect)
    #expect(
      abs(moved.minX - (typed.minX + 40)) < 0.01 && moved.minY == typed.minY, "\(typed) -> \(moved)"
    )
    driver.press(.home)
    let home = try #require(driver.host.textInputCaretRect)
    #expect(abs(home.minX - (start.minX + 40)) < 0.01, "back at the start, moved: \(home)")
  }
}
