import RehearsalUI

struct GreetingScreen: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            #if GREETING_FLAG
                Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
            #endif
        }
    }
}

struct GreetingScreen_Previews: PreviewProvider {
    static var previews: some View {
        GreetingScreen()
    }
}
