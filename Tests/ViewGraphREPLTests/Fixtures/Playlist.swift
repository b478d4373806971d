//  Playlist.swift
//  A playlist screen: swipe a song away, drag one to another place.

import SwiftUI

struct SongRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct PlaylistView: View {
    @State private var songs = ["Intro", "Rain", "Static", "Outro"]

    var body: some View {
        List {
            ForEach(songs, id: \.self) { title in
                SongRow(title: title)
            }
            .onDelete { offsets in
                songs.remove(atOffsets: offsets)
            }
            .onMove { source, destination in
                songs.move(fromOffsets: source, toOffset: destination)
            }
        }
        .toolbar { EditButton() }
    }
}

#Preview {
    PlaylistView()
}
