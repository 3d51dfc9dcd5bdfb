// `import UIKit` beside `import SwiftUI`, as iOS apps write it. On Linux the UIKit names SwiftUI apps use
// (UIColor, UIImage, UIFont, UIApplication, the feedback generators and appearance proxies) live in our
// SwiftUI module; this module re-exports them.
@_exported import SwiftUI
