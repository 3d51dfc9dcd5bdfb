import Foundation
import SwiftUI

// Seed 003 (Arabic, "How to implement Tinder-like swipe cards in SwiftUI"): NameView, AvatarView, UserView,
// ViewFactory, NavigationView, BottomBarView, SwipeView and ContentView as written. One change: the seed's
// `ScrollView(...).content.offset(x:)`, an API no SwiftUI has, is `.offset(x:)` on the HStack. UserModel and the
// users are not shown in the article; they are filled in here with the images in Resources (illustrations and
// icons the project drew, loaded with `UIImage(named:)` as the seed's project does).
enum Seed003 {
  struct UserModel: Identifiable {
    let id: Int
    let name: String
    let age: Int
    let hobby: String
    let image: UIImage
  }

  static let users = [
    UserModel(
      id: 0, name: "Layla", age: 27, hobby: "Photography",
      image: UIImage(named: "user_layla") ?? UIImage()),
    UserModel(
      id: 1, name: "Jasur", age: 31, hobby: "Chess",
      image: UIImage(named: "user_jasur") ?? UIImage()),
    UserModel(
      id: 2, name: "Ji-woo", age: 24, hobby: "Dancing",
      image: UIImage(named: "user_jiwoo") ?? UIImage()),
  ]

  struct NameView: View {
    let name: String
    let age: Int
    let hobby: String
    var body: some View {
      VStack(alignment: .leading) {
        Spacer()
        Text("\(name), \(age)")
          .font(.title)
          .fontWeight(.semibold)
          .foregroundColor(.white)
        Text(hobby)
          .font(.system(size: 16))
          .fontWeight(.regular)
          .foregroundColor(.white)
      }
      .padding()
    }
  }

  struct AvatarView: View {
    let image: UIImage
    var body: some View {
      Image(uiImage: image)
        .resizable()
        .overlay(
          Rectangle()
            .fill(
              LinearGradient(
                gradient: Gradient(colors: [.clear, .black]), startPoint: .center, endPoint: .bottom
              )
            )
            .clipped()
        )
        .cornerRadius(12.0)
    }
  }

  struct UserView: View {
    let userModel: UserModel
    var body: some View {
      ZStack(alignment: .leading) {
        AvatarView(image: userModel.image)
        NameView(name: userModel.name, age: userModel.age, hobby: userModel.hobby)
      }
      .shadow(radius: 12.0)
      .cornerRadius(12.0)
    }
  }

  struct ViewFactory {
    static func button(_ name: String, renderingMode: Image.TemplateRenderingMode = .original)
      -> some View
    {
      Button(action: {}) {
        Image(name)
          .renderingMode(renderingMode)
      }
    }
  }

  struct NavigationView: View {
    var body: some View {
      HStack {
        ViewFactory.button("profile_icon")
        Spacer()
        ViewFactory.button("fire_icon")
          .scaleEffect(2)
        Spacer()
        ViewFactory.button("chat_icon")
      }
    }
  }

  struct BottomBarView: View {
    var body: some View {
      HStack {
        ViewFactory.button("back_icon", renderingMode: .template)
          .foregroundColor(.orange)
          .background(
            GeometryReader { geometry in
              Circle()
                .offset(x: 2.5)
                .foregroundColor(.white)
                .shadow(color: .gray, radius: 12)
                .frame(width: geometry.size.width * 1.5, height: geometry.size.height * 1.5)
            }
          )
        Spacer()
        ViewFactory.button("close_icon", renderingMode: .template)
          .foregroundColor(.red)
          .background(
            GeometryReader { geometry in
              Circle().foregroundColor(.white)
                .frame(width: geometry.size.width * 2, height: geometry.size.height * 2)
                .shadow(color: .gray, radius: 12)
            }
          )
        Spacer()
        ViewFactory.button("approve_icon", renderingMode: .template)
          .foregroundColor(.green)
          .background(
            GeometryReader { geometry in
              Circle()
                .foregroundColor(.white)
                .shadow(color: .gray, radius: 12)
                .frame(width: geometry.size.width * 2, height: geometry.size.height * 2)
            }
          )
        Spacer()
        ViewFactory.button("boost_icon", renderingMode: .template)
          .foregroundColor(.purple)
          .background(
            GeometryReader { geometry in
              Circle()
                .foregroundColor(.white)
                .shadow(color: .gray, radius: 12)
                .frame(width: geometry.size.width * 1.5, height: geometry.size.height * 1.5)
            }
          )
      }
      .padding([.leading, .trailing])
    }
  }

  struct SwipeView: View {
    @State private var offset: CGFloat = 0
    @State private var index = 0

    let users = Seed003.users
    let spacing: CGFloat = 10

    var body: some View {
      GeometryReader { geometry in
        return ScrollView(.horizontal, showsIndicators: true) {
          HStack(spacing: self.spacing) {
            ForEach(self.users) { user in
              UserView(userModel: user)
                .frame(width: geometry.size.width)
            }
          }
          .offset(x: self.offset)
        }
        .frame(width: geometry.size.width, alignment: .leading)
        .gesture(
          DragGesture()
            .onChanged({ value in
              self.offset = value.translation.width - geometry.size.width * CGFloat(self.index)
            })
            .onEnded({ value in
              if -value.predictedEndTranslation.width > geometry.size.width / 2,
                self.index < self.users.count - 1
              {
                self.index += 1
              }
              if value.predictedEndTranslation.width > geometry.size.width / 2, self.index > 0 {
                self.index -= 1
              }
              withAnimation {
                self.offset = -(geometry.size.width + self.spacing) * CGFloat(self.index)
              }
            })
        )
      }
    }
  }

  struct ContentView: View {
    var body: some View {
      VStack {
        NavigationView()
          .padding(.bottom)
        SwipeView()
          .padding(.bottom)
        BottomBarView()
      }
      .padding()
    }
  }
}
