import SwiftUI

// Seed 004 (Russian Stack Overflow answer): a model decides between LoginView and MainView; two presentations of
// the switch (the default opacity transition, or both views always present and moved by a screen width).
enum Seed004 {
  class LoginStateModel: ObservableObject {
    // changing this will change the main view
    @Published var loggedIn = false
    // will store the username typed on the LoginView
    @Published var username = ""

    func login() {
      // simulating successful API call
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        // when we log in, animate the result of setting loggedIn to true
        // (i.e., animate showing MainView)
        withAnimation(.default) {
          self.loggedIn = true
        }
      }
    }
  }

  struct ContentView: View {
    @ObservedObject var model = LoginStateModel()

    var body: some View {
      ZStack {
        // just here for background
        Color(UIColor.cyan).opacity(0.3)
          .edgesIgnoringSafeArea(.all)

        // we show either LoginView or MainView depending on our model
        if model.loggedIn {
          MainView()
        } else {
          LoginView()
        }
      }
      // this passes the model down to descendant views
      .environmentObject(model)
    }
  }

  /// The answer's second example: the if/else block replaced by the two offset views.
  struct OffsetContentView: View {
    @ObservedObject var model = LoginStateModel()

    var body: some View {
      ZStack {
        // just here for background
        Color(UIColor.cyan).opacity(0.3)
          .edgesIgnoringSafeArea(.all)

        MainView()
          .offset(x: model.loggedIn ? 0 : UIScreen.main.bounds.width, y: 0)
        LoginView()
          .offset(x: model.loggedIn ? -UIScreen.main.bounds.width : 0, y: 0)
      }
      // this passes the model down to descendant views
      .environmentObject(model)
    }
  }

  struct LoginView: View {
    @EnvironmentObject var model: LoginStateModel

    @State private var usernameString = ""
    @State private var passwordString = ""

    var body: some View {
      VStack(spacing: 15) {
        HStack {
          Text("Username")
          Spacer()
          TextField("Username", text: $usernameString)
            .textFieldStyle(RoundedBorderTextFieldStyle())
        }
        HStack {
          Text("Password")
          Spacer()
          SecureField("Password", text: $passwordString)
            .textFieldStyle(RoundedBorderTextFieldStyle())
        }
        Button(
          action: {
            // save the entered username, and try to log in
            self.model.username = self.usernameString
            self.model.login()
          },
          label: {
            Text("Login")
              .font(.title)
              .inExpandingRectangle(Color.blue.opacity(0.6))
          }
        )
        .buttonStyle(PlainButtonStyle())
      }
      .padding()
      .inExpandingRectangle(Color.gray)
      .frame(width: 300, height: 200)
    }
  }

  struct MainView: View {
    @EnvironmentObject var model: LoginStateModel

    var body: some View {
      VStack(spacing: 15) {
        ZStack {
          Text("Hello \(model.username)!")
            .font(.title)
            .inExpandingRectangle(Color.blue.opacity(0.6))
            .frame(height: 60)

          HStack {
            Spacer()
            Button(
              action: {
                // when we log out, animate the result of setting loggedIn to false
                // (i.e., animate showing LoginView)
                withAnimation(.default) {
                  self.model.loggedIn = false
                }
              },
              label: {
                Text("Logout")
                  .inFittedRectangle(Color.green.opacity(0.6))
              }
            )
            .buttonStyle(PlainButtonStyle())
            .padding()
          }
        }

        Text("Content")
          .inExpandingRectangle(.gray)
      }
      .padding()
    }
  }
}

extension View {
  func inExpandingRectangle(_ color: Color) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 15)
        .fill(color)
      self
    }
  }

  func inFittedRectangle(_ color: Color) -> some View {
    self
      .padding(5)
      .background(
        RoundedRectangle(cornerRadius: 15)
          .fill(color))
  }
}
