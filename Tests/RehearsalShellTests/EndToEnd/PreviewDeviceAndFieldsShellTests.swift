import Foundation
import Testing

/// `.previewDevice(...)` on a `PreviewProvider`'s view, placeholders in `ax`, and a `TextField` that edits a
/// number through a `NumberFormatter`, through the built `rehearse`.
@Suite struct PreviewDeviceAndFieldsShellTests {
    @Test("A known .previewDevice sets the device trait; an unknown one keeps the iPhone 15 and warns once")
    func previewDevice() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "GeometryGallery_Previews/SE"
                trait device=iPhone15
                open "GeometryGallery_Previews/Unknown device"
                open "FieldGallery/Fields"
                ax
                replace "Quantity" "1,200"
                replace "Quantity" "lots"
                type "Email" "a@b.c"
                ax

                """#)
        #expect(
            run
                == .init(
                    output: #"""
                        GeometryGallery  .previewDevice("iPhone SE (3rd generation)")
                          GeometryReader 375×647
                            VStack
                              Text "Size 375×647"
                              Text "Safe area top 20, bottom 0"
                              Text "Global origin 0, 20"
                              Text "Portrait"
                              GeometryReader 120×80  .frame(width: 120, height: 80)
                                Text "Tile 120×80"
                        settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=regular device=iPhone15
                        @@ -1,7 +1,7 @@
                         GeometryGallery  .previewDevice("iPhone SE (3rd generation)")
                        -  GeometryReader 375×647
                        +  GeometryReader 393×759
                             VStack
                        -      Text "Size 375×647"
                        -      Text "Safe area top 20, bottom 0"
                        -      Text "Global origin 0, 20"
                        +      Text "Size 393×759"
                        +      Text "Safe area top 59, bottom 34"
                        +      Text "Global origin 0, 59"
                               Text "Portrait"
                        GeometryGallery  .previewDevice("Pixel 8")
                          GeometryReader 393×759
                            VStack
                              Text "Size 393×759"
                              Text "Safe area top 59, bottom 34"
                              Text "Global origin 0, 59"
                              Text "Portrait"
                              GeometryReader 120×80  .frame(width: 120, height: 80)
                                Text "Tile 120×80"
                        warning: .previewDevice("Pixel 8") names no device Rehearsal knows, so the preview runs on an iPhone 15. To fix, use one of "iPhone 15", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone SE (3rd generation)", "iPad (10th generation)", "iPad Pro 13-inch (M4)".
                        FieldGallery  @State email="" password="" nickname="" quantity=3
                          Form
                            TextField "Email" text="" prompt: "name@example.com"
                            SecureField "Password" text="" prompt: "Required"
                            TextField "Nickname" text=""  .accessibilityLabel("Display name")
                            TextField "Quantity" text="3"
                            Text "Ordering 3"
                        textField "Email" placeholder="name@example.com"
                        secureTextField "Password" placeholder="Required"
                        textField "Display name" placeholder="Nickname"
                        textField "Quantity" value="3"
                        staticText "Ordering 3"
                        @State quantity of FieldGallery: 3 → 1200
                        @@ -1,2 +1,2 @@
                        -FieldGallery  @State email="" password="" nickname="" quantity=3
                        +FieldGallery  @State email="" password="" nickname="" quantity=1200
                           Form
                        @@ -5,3 +5,3 @@
                             TextField "Nickname" text=""  .accessibilityLabel("Display name")
                        -    TextField "Quantity" text="3"
                        -    Text "Ordering 3"
                        +    TextField "Quantity" text="1,200"
                        +    Text "Ordering 1200"
                        (no change to the view tree)
                        @State email of FieldGallery: "" → "a@b.c"
                        @@ -1,4 +1,4 @@
                        -FieldGallery  @State email="" password="" nickname="" quantity=1200
                        +FieldGallery  @State email="a@b.c" password="" nickname="" quantity=1200
                           Form
                        -    TextField "Email" text="" prompt: "name@example.com"
                        +    TextField "Email" text="a@b.c" prompt: "name@example.com"
                             SecureField "Password" text="" prompt: "Required"
                        textField "Email" value="a@b.c" [focused]
                        secureTextField "Password" placeholder="Required"
                        textField "Display name" placeholder="Nickname"
                        textField "Quantity" value="1,200"
                        staticText "Ordering 1200"

                        """#, errors: "", status: 0))
    }

    @Test("The warning and the placeholders reach --jsonl replies")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"GeometryGallery_Previews/Unknown device\""}
                {"command": "open \"FieldGallery/Fields\""}
                {"command": "ax"}

                """#)
        #expect(
            run
                == .init(
                    output: #"""
                        {"ok":true,"output":"GeometryGallery  .previewDevice(\"Pixel 8\")\n  GeometryReader 393×759\n    VStack\n      Text \"Size 393×759\"\n      Text \"Safe area top 59, bottom 34\"\n      Text \"Global origin 0, 59\"\n      Text \"Portrait\"\n      GeometryReader 120×80  .frame(width: 120, height: 80)\n        Text \"Tile 120×80\"\nwarning: .previewDevice(\"Pixel 8\") names no device Rehearsal knows, so the preview runs on an iPhone 15. To fix, use one of \"iPhone 15\", \"iPhone 15 Pro\", \"iPhone 15 Pro Max\", \"iPhone 16 Pro\", \"iPhone SE (3rd generation)\", \"iPad (10th generation)\", \"iPad Pro 13-inch (M4)\".","preview":"GeometryGallery_Previews/Unknown device","step":1}
                        {"ok":true,"output":"FieldGallery  @State email=\"\" password=\"\" nickname=\"\" quantity=3\n  Form\n    TextField \"Email\" text=\"\" prompt: \"name@example.com\"\n    SecureField \"Password\" text=\"\" prompt: \"Required\"\n    TextField \"Nickname\" text=\"\"  .accessibilityLabel(\"Display name\")\n    TextField \"Quantity\" text=\"3\"\n    Text \"Ordering 3\"","preview":"FieldGallery/Fields","step":2}
                        {"ok":true,"output":"textField \"Email\" placeholder=\"name@example.com\"\nsecureTextField \"Password\" placeholder=\"Required\"\ntextField \"Display name\" placeholder=\"Nickname\"\ntextField \"Quantity\" value=\"3\"\nstaticText \"Ordering 3\"","preview":"FieldGallery/Fields","step":2}

                        """#, errors: "", status: 0))
    }
}
