import SwiftUI

// Seed 002 (Korean blog post): the same onboarding app, verbatim, with `.animation(.spring())` on the Group that
// wraps the if/else — the author's fix for the transition not animating.
enum Seed002 {
  struct IntroView: View {
    @AppStorage("user_signIn") var userSignIn: Bool = false
    var body: some View {
      ZStack {
        RadialGradient(
          colors: [.blue, .purple], center: .topLeading, startRadius: 5, endRadius: 900
        )
        .ignoresSafeArea()
        Group {
          if userSignIn {
            ProfileView()
              .transition(
                AnyTransition.asymmetric(
                  insertion: .move(edge: .bottom), removal: .move(edge: .top)))
          } else {
            OnboardingView()
              .transition(
                AnyTransition.asymmetric(
                  insertion: .move(edge: .top), removal: .move(edge: .bottom)))
          }
        }
        .animation(.spring())
      }
    }
  }

  struct OnboardingView: View {
    @AppStorage("user_signIn") var userSignIn: Bool = false
    @AppStorage("name") var userName: String?
    @AppStorage("age") var userAge: Int?
    @AppStorage("gender") var userGender: String?
    @State var onboardingState: Int = 0
    let transition: AnyTransition = .asymmetric(
      insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    @State var name: String = ""
    @State var age: Double = 20.0
    @State var gender: String = ""
    @State var alertTitle: String = ""
    @State var showAlert: Bool = false
    var body: some View {
      ZStack {
        VStack {
          switch onboardingState {
          case 0:
            welcomeSection
              .transition(transition)
          case 1:
            addNameSection
              .transition(transition)
          case 2:
            addAgeSection
              .transition(transition)
          case 3:
            addGenderSection
              .transition(transition)
          default: Text("Section 구성하자")
          }
          Spacer()
          nextButton
        }
        .alert(isPresented: $showAlert) {
          return Alert(title: Text(alertTitle))
        }
      }
    }
  }

  struct ProfileView: View {
    @AppStorage("user_signIn") var userSignIn: Bool = false
    @AppStorage("name") var userName: String?
    @AppStorage("age") var userAge: Int?
    @AppStorage("gender") var userGender: String?
    var body: some View {
      VStack(spacing: 10) {
        Image(systemName: "person.circle.fill")
          .resizable()
          .scaledToFit()
          .frame(width: 150, height: 150)
        Text("유저의 이름은 \(userName ?? "노유저")")
        Text("유저의 나이는 \(userAge ?? 0)")
        Text("유저의 성별은 \(userGender ?? "노유저")")
        Text("로그아웃")
          .foregroundColor(.white)
          .padding(20)
          .background(.blue).cornerRadius(.infinity)
          .onTapGesture {
            signOut()
          }
      }
      .font(.system(size: 30))
      .foregroundColor(.purple)
      .padding()
      .padding(.vertical, 40)
      .background(.white)
      .cornerRadius(10)
      .shadow(radius: 20)
    }
  }
}

extension Seed002.OnboardingView {
  private var nextButton: some View {
    Text(onboardingState == 0 ? "로그인하기" : "다음으로")
      .font(.largeTitle)
      .fontWeight(.bold)
      .foregroundColor(.purple)
      .frame(height: 55)
      .frame(maxWidth: .infinity)
      .background(Color.white).cornerRadius(10)
      .onTapGesture {
        nextButtonTapped()
      }
      .padding(20)
  }
  private var welcomeSection: some View {
    VStack(spacing: 40) {
      Spacer()
      Image(systemName: "rectangle.portrait.and.arrow.forward")
        .resizable()
        .scaledToFit()
        .frame(width: 250, height: 250)
      Text("로그인 해볼까요?")
        .font(.largeTitle)
        .overlay(
          Capsule(style: .continuous)
            .frame(height: 3)
            .offset(y: 10), alignment: .bottom
        )
      Text(
        "로그인을 해서 AppStorage를 한번 사용해 볼 거에요. 그리고 사용자의 로그인 정보를 저장하는 방법을 알아보고 UserDefaults랑 어떤 차이점이 있는지 살펴봅시다."
      )
      .font(.headline)
      .fontWeight(.semibold)
      .multilineTextAlignment(.leading)
      Spacer()
      Spacer()
    }
    .padding(.horizontal, 40)
    .foregroundColor(.white)
  }
  private var addNameSection: some View {
    VStack(spacing: 40) {
      Spacer()
      Text("이름이 뭐에요?")
        .font(.largeTitle)
        .fontWeight(.bold)
        .overlay(
          Capsule(style: .continuous)
            .frame(height: 3)
            .offset(y: 10), alignment: .bottom
        )
      TextField("이름을 입력하세요", text: $name)
        .foregroundColor(.black)
        .padding()
        .background(.white).cornerRadius(12)
      Spacer()
      Spacer()
    }
    .padding(.horizontal, 40)
    .foregroundColor(.white)
  }
  private var addAgeSection: some View {
    VStack(spacing: 40) {
      Spacer()
      Text("몇 살이에요?")
        .font(.largeTitle)
        .fontWeight(.bold)
        .overlay(
          Capsule(style: .continuous)
            .frame(height: 3)
            .offset(y: 10), alignment: .bottom
        )
      Slider(value: $age, in: 1...50, step: 1.0)
        .tint(.white)
      let ageToString = String(format: "%.0f", age)
      Text(ageToString)
        .font(.system(size: 100))
      Spacer()
      Spacer()
    }
    .padding(.horizontal, 40)
    .foregroundColor(.white)
  }
  private var addGenderSection: some View {
    VStack(spacing: 40) {
      Spacer()
      Text("성별은 어떻게 되나요?")
        .font(.largeTitle)
        .fontWeight(.bold)
        .overlay(
          Capsule(style: .continuous)
            .frame(height: 3)
            .offset(y: 10), alignment: .bottom
        )
      Picker("성별", selection: $gender) {
        Text("남자").tag("남자")
        Text("여자").tag("여자")
        Text("Non-Binary").tag("Non-Binary")
      }.pickerStyle(.menu)
        .tint(.white)
      Spacer()
      Spacer()
    }
    .padding(.horizontal, 40)
    .foregroundColor(.white)
  }
  func nextButtonTapped() {
    switch onboardingState {
    case 1:
      guard name.count >= 3 else {
        getAlert(title: "3글자 이상의 이름을 입력해주세요🤣")
        return
      }
    case 3:
      guard gender.count > 0 else {
        getAlert(title: "성별을 선택해주세요🥹")
        return
      }
    default: break
    }
    if onboardingState == 3 {
      userSignIn = true
      userName = name
      userAge = Int(age)
      userGender = gender
    } else {
      withAnimation(.spring()) {
        onboardingState += 1
      }
    }
  }
  func getAlert(title: String) {
    alertTitle = title
    showAlert.toggle()
  }
}

extension Seed002.ProfileView {
  func signOut() {
    userName = nil
    userAge = nil
    userGender = nil
    userSignIn = false
  }
}
