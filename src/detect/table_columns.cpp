// Tables: a column headed by what its cells are ("Applicant's name",
// "Place of residence", "name,dob,postcode") says so of every cell under the
// header, whatever else the cell's words are: "| Ilgar Mammadov | 1970 |
// Baku" in a judgment's appendix, "Nakamura, Kenji" in a spreadsheet's export.
// Rows run until a line with another number of cells.
#include <algorithm>
#include <cctype>
#include <string>
#include <tuple>
#include <utility>

#include "patterns.h"

namespace privtext::detect::internal {
namespace {

struct Cell {
  std::size_t start, end;  // the cell's text without its spaces and quotes
};

// The cells of one line split at `delimiter`, a quoted cell's delimiters kept
// inside it ("\"Hughes, Bethany\",12/03/1988").
std::vector<Cell> CellsOf(std::string_view text, std::size_t from, std::size_t to, char delimiter) {
  std::vector<Cell> cells;
  std::size_t start = from;
  bool quoted = false;
  for (std::size_t i = from; i <= to; ++i) {
    if (i < to && text[i] == '"') quoted = !quoted;
    if (i < to && (text[i] != delimiter || quoted)) continue;
    std::size_t a = start, b = i;
    while (a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '"')) ++a;
    while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '"' || text[b - 1] == '\r')) --b;
    cells.push_back({a, b});
    start = i + 1;
  }
  // A row written with its delimiter at both ends ("| a | b |") has no cell before the first nor after the last.
  if (cells.size() > 1 && cells.front().start == cells.front().end) cells.erase(cells.begin());
  if (cells.size() > 1 && cells.back().start == cells.back().end) cells.pop_back();
  return cells;
}

// What a header's cell says its column holds: a person's name ("Name",
// "Applicant's name", "Surname") or where someone lives ("Place of
// residence", "Address"); nothing for any other header, nor for a thing's
// name ("File name", "Company name"). A column of surnames or forenames holds
// one word a cell; any other name column a whole name, two words at least (a
// software table's "| Name | Version |" lists one-word things).
struct Column {
  std::size_t index = 0;
  const char* type = nullptr;
  bool one_word = false;
};
Column ColumnOf(std::string_view header, std::size_t index) {
  const std::string h = AsciiLower(header);
  if (h.find("residence") != std::string::npos || h == "address" || h.ends_with(" address")) {
    return {index, "LOCATION", true};
  }
  for (std::string_view thing : {"file", "company", "organisation", "organization", "firm", "product", "user",
                                 "street", "place", "town", "city", "host", "domain"}) {
    if (h.find(thing) != std::string::npos) return {};
  }
  if (h == "surname" || h == "forename" || h == "forenames") return {index, "PERSON", true};
  if (h == "name" || h.ends_with(" name") || h.ends_with("'s name") || h.ends_with("’s name")) {
    return {index, "PERSON", false};
  }
  return {};
}

// Whether a line has a word a name's or a residence's header has, as a header
// writes it ("Name", "Applicant's name", "SURNAME", "Place of residence",
// "Address").
bool HeadsAColumn(std::string_view line) {
  for (std::string_view word : {"name", "Name", "NAME", "resi", "Resi", "RESI", "ddress", "DDRESS"}) {
    if (line.find(word) != std::string_view::npos) return true;
  }
  return false;
}

// Whether a cell reads as a name or a place: a capital first, letters,
// spaces, hyphens, apostrophes, commas and full stops, at most six words.
bool ReadsAsAName(std::string_view cell) {
  if (cell.empty() || !(std::isupper(static_cast<unsigned char>(cell[0])) || (cell[0] & 0x80) != 0)) return false;
  if (std::count(cell.begin(), cell.end(), ' ') > 5) return false;
  return std::none_of(cell.begin(), cell.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c)) || c == '@' || c == '/' || c == '(' || c == ':';
  });
}

}  // namespace

std::vector<Span> TableColumns(std::string_view text) {
  std::vector<Span> out;
  // The line after the one that ends at `end`: [its start, its end), or an empty range past the text.
  const auto line_after = [&](std::size_t end) {
    const std::size_t start = std::min(end + 1, text.size());
    return std::pair{start, std::min(text.find('\n', start), text.size())};
  };
  for (auto [from, to] = std::pair{std::size_t{0}, std::min(text.find('\n'), text.size())}; from < text.size();
       std::tie(from, to) = line_after(to)) {
    // A header is short, has a delimiter the next line has too, and names its columns (the cheap tests first: this
    // is asked of every line of every text).
    const std::string_view line = text.substr(from, to - from);
    if (line.size() > 300) continue;
    // The delimiter of a header: a pipe, a tab, a semicolon or a comma, whichever it has first in that order.
    char delimiter = 0;
    for (char d : {'|', '\t', ';', ','}) {
      if (line.find(d) != std::string_view::npos) {
        delimiter = d;
        break;
      }
    }
    if (delimiter == 0) continue;
    const auto [next_from, next_to] = line_after(to);
    if (text.substr(next_from, next_to - next_from).find(delimiter) == std::string_view::npos || !HeadsAColumn(line)) {
      continue;
    }
    const std::vector<Cell> header = CellsOf(text, from, to, delimiter);
    if (header.size() < 2) continue;
    std::vector<Column> columns;
    for (std::size_t c = 0; c < header.size(); ++c) {
      const Column column = ColumnOf(text.substr(header[c].start, header[c].end - header[c].start), c);
      if (column.type != nullptr) columns.push_back(column);
    }
    if (columns.empty()) continue;
    for (auto row = line_after(to); row.first < text.size(); row = line_after(row.second)) {
      const std::vector<Cell> cells = CellsOf(text, row.first, row.second, delimiter);
      if (cells.size() != header.size()) break;
      for (const Column& column : columns) {
        const Cell& cell = cells[column.index];
        const std::string_view words = text.substr(cell.start, cell.end - cell.start);
        const bool enough = column.one_word || words.find_first_of(" ,") != std::string_view::npos;
        if (enough && ReadsAsAName(words)) out.push_back(Span{cell.start, cell.end, column.type, 0.8, "table_column"});
      }
      to = row.second;  // the next header is looked for after the rows
    }
  }
  return out;
}

}  // namespace privtext::detect::internal
