public import Hummingbird

extension ShownName: ResponseEncodable {}
