// The audit report: one self-contained HTML page (inline CSS and SVG, no
// script, nothing fetched) built from the JSON the audit commands print.
#include <algorithm>
#include <cmath>
#include <filesystem>

#include <fmt/format.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

using Json = nlohmann::ordered_json;

std::string Escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

std::string Number(double v) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (v == std::floor(v) && std::abs(v) < 1e15) return fmt::format("{:.0f}", v);
  return fmt::format("{:.4g}", v);
}

std::string Scalar(const Json& v) {
  if (v.is_number()) return Number(v.get<double>());
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  return v.dump();
}

// Every scalar field of an object, in order, as figures.
void AddScalars(const Json& j, ReportSection& s, const std::string& prefix = "") {
  for (const auto& [key, value] : j.items()) {
    if (key == "audit") continue;
    if (value.is_primitive()) s.figures.emplace_back(prefix + key, Scalar(value));
  }
}

ReportChart Chart(std::string title, std::string unit) { return {std::move(title), {}, {}, std::move(unit)}; }

void LeakageSection(const Json& j, ReportSection& s) {
  if (j.contains("stats") && j.at("stats").is_object()) {  // a synthesis run audited on its own output
    AddScalars(j.at("stats"), s);
    if (j.at("stats").contains("filtered")) {
      auto c = Chart("Synthetic outputs by filter outcome", "outputs");
      for (const auto& [reason, n] : j.at("stats").at("filtered").items()) {
        c.labels.push_back(reason);
        c.values.push_back(n.get<double>());
      }
      s.charts.push_back(std::move(c));
    }
  }
  for (const char* part :
       {"in_context", "in_context_case_insensitive", "training_set", "training_set_case_insensitive"}) {
    if (!j.contains(part)) continue;
    AddScalars(j.at(part), s, std::string(part) + ".");
    if (j.at(part).contains("leaked_by_type") && !j.at(part).at("leaked_by_type").empty()) {
      auto c = Chart("Leaked entities by type", "entities");
      for (const auto& [type, n] : j.at(part).at("leaked_by_type").items()) {
        c.labels.push_back(type);
        c.values.push_back(n.get<double>());
      }
      s.charts.push_back(std::move(c));
    }
  }
  if (j.contains("mentions")) {
    auto unenc = Chart("Unencrypted mentions per 1,000 encrypted, by type", "per 1,000");
    for (const auto& row : j.at("mentions")) {
      const double e = row.at("encrypted").get<double>(), u = row.at("unencrypted").get<double>();
      s.figures.emplace_back(row.at("type").get<std::string>(), Number(u) + " unencrypted / " + Number(e) + " encrypted");
      unenc.labels.push_back(row.at("type").get<std::string>());
      unenc.values.push_back(e > 0 ? 1000 * u / e : u > 0 ? INFINITY : 0);
    }
    s.charts.push_back(std::move(unenc));
  }
}

void StatsSection(const Json& j, ReportSection& s) {
  const Json& corpora = j.at("corpora");
  int max_n = 0;
  for (const auto& c : corpora) {
    s.figures.emplace_back(c.at("name").get<std::string>() + ": tokens per character",
                           Scalar(c.value("tokens_per_character", Json(0))));
    max_n = std::max(max_n, static_cast<int>(c.at("ngrams").size()));
  }
  for (int n = 1; n <= max_n; ++n) {
    auto chart = Chart(n == 1 ? "Unigram entropy" : fmt::format("{}-gram conditional entropy H(X | {} previous)", n, n - 1),
                       "bits");
    for (const auto& c : corpora) {
      if (static_cast<int>(c.at("ngrams").size()) < n) continue;
      chart.labels.push_back(c.at("name").get<std::string>());
      chart.values.push_back(c.at("ngrams").at(n - 1).at("conditional_entropy").get<double>());
    }
    s.charts.push_back(std::move(chart));
  }
}

void SimilaritySection(const Json& j, ReportSection& s) {
  AddScalars(j, s);
  if (!j.contains("sets")) return;
  auto fid = Chart("FID to the reference, by synthetic set", "FID");
  auto mauve = Chart("MAUVE against the reference, by synthetic set", "MAUVE");
  for (const auto& set : j.at("sets")) {
    const std::string label = set.at("name").get<std::string>();
    s.figures.emplace_back(label, "FID " + Scalar(set.at("fid")) + ", MAUVE " + Scalar(set.at("mauve")));
    fid.labels.push_back(label);
    fid.values.push_back(set.at("fid").get<double>());
    mauve.labels.push_back(label);
    mauve.values.push_back(set.at("mauve").get<double>());
  }
  s.charts.push_back(std::move(fid));
  s.charts.push_back(std::move(mauve));
}

// Seed 004's table: leakage and copying of each method side by side.
void ControlledSection(const Json& j, ReportSection& s) {
  AddScalars(j, s);
  auto pipp = Chart("PIPP by method", "%"), elp = Chart("ELP by method", "%"), rouge = Chart("ROUGE-L by method", "F1");
  for (const auto& r : j.at("results")) {
    const std::string name = r.at("name").get<std::string>();
    s.figures.emplace_back(name, "PIPP " + Number(100 * r.at("pipp").get<double>()) + "%, ELP " +
                                     Number(100 * r.at("elp").get<double>()) + "%, ROUGE-2 " + Scalar(r.at("rouge2")) +
                                     ", ROUGE-L " + Scalar(r.at("rougeL")) +
                                     (r.contains("mauve") ? ", MAUVE " + Scalar(r.at("mauve")) : ""));
    pipp.labels.push_back(name);
    pipp.values.push_back(100 * r.at("pipp").get<double>());
    elp.labels.push_back(name);
    elp.values.push_back(100 * r.at("elp").get<double>());
    rouge.labels.push_back(name);
    rouge.values.push_back(r.at("rougeL").get<double>());
  }
  s.charts.push_back(std::move(pipp));
  s.charts.push_back(std::move(elp));
  s.charts.push_back(std::move(rouge));
}

// Methods placed by leakage and utility (scripts/experiments writes these).
void PrivacyUtilitySection(const Json& j, ReportSection& s) {
  const bool lower = j.value("utility_lower_is_better", false);
  ReportScatter chart{j.value("title", "Privacy and utility"), j.at("leakage").get<std::string>(),
                      j.at("utility").get<std::string>(), lower, {}, {}, {}};
  (void)j.at("methods").at(0);  // at least one method (throws, as any misshapen field)
  for (const auto& m : j.at("methods")) {
    const std::string name = m.at("name").get<std::string>();
    const double leak = m.at("leakage").get<double>(), utility = m.at("utility").get<double>();
    s.figures.emplace_back(name, chart.x_label + " " + Number(leak) + ", " + chart.y_label + " " + Number(utility));
    chart.labels.push_back(name);
    chart.x.push_back(leak);
    chart.y.push_back(utility);
  }
  s.scatters.push_back(std::move(chart));
}

// [lo, hi] padded by a tenth of the span (a unit when every value is equal).
std::pair<double, double> Range(const std::vector<double>& v, bool from_zero) {
  double lo = from_zero ? 0 : INFINITY, hi = -INFINITY;
  for (double x : v) {
    if (std::isfinite(x)) lo = std::min(lo, x), hi = std::max(hi, x);
  }
  if (!std::isfinite(hi)) return {0, 1};
  const double pad = hi > lo ? (hi - lo) / 10 : 1;
  return {from_zero && lo >= 0 ? lo : lo - pad, hi + pad};
}

std::string RenderScatter(const ReportScatter& c) {
  constexpr int kLeft = 70, kTop = 40, kWidth = 460, kHeight = 300, kRight = 200;
  const auto [x0, x1] = Range(c.x, /*from_zero=*/true);
  const auto [y0, y1] = Range(c.y, /*from_zero=*/false);
  auto px = [&](double x) { return kLeft + kWidth * (x - x0) / (x1 - x0); };
  // Better utility is up: the larger value on top, or the smaller when lower is better.
  auto py = [&](double y) { return kTop + kHeight * (c.y_lower_is_better ? (y - y0) / (y1 - y0) : (y1 - y) / (y1 - y0)); };
  std::string svg = fmt::format(
      "<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"{}\">"
      "<text x=\"0\" y=\"16\" class=\"ct\">{}</text>"
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" class=\"frame\"/>",
      kLeft + kWidth + kRight, kTop + kHeight + 60, Escape(c.title), Escape(c.title), kLeft, kTop, kWidth, kHeight);
  for (int t = 0; t <= 4; ++t) {  // ticks: five values on each axis
    const double xv = x0 + (x1 - x0) * t / 4, yv = y0 + (y1 - y0) * t / 4;
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{}\" class=\"cl\" text-anchor=\"middle\">{}</text>", px(xv),
                       kTop + kHeight + 16, Number(std::round(xv * 1000) / 1000));
    svg += fmt::format("<text x=\"{}\" y=\"{:.1f}\" class=\"cl\" text-anchor=\"end\">{}</text>", kLeft - 6,
                       py(yv) + 4, Number(std::round(yv * 1000) / 1000));
  }
  svg += fmt::format("<text x=\"{}\" y=\"{}\" class=\"cl\" text-anchor=\"middle\">{} (more leakage \u2192)</text>",
                     kLeft + kWidth / 2, kTop + kHeight + 36, Escape(c.x_label));
  svg += fmt::format("<text x=\"{}\" y=\"{}\" class=\"cl\">{} (better \u2191{})</text>", kLeft, kTop - 8,
                     Escape(c.y_label), c.y_lower_is_better ? ", lower values" : "");
  svg += fmt::format("<text x=\"{}\" y=\"{}\" class=\"cl\">best: top left</text>", kLeft + 6, kTop + 16);
  for (std::size_t i = 0; i < c.labels.size(); ++i) {
    if (!std::isfinite(c.x[i]) || !std::isfinite(c.y[i])) continue;
    svg += fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" class=\"pt\"/>"
        "<text x=\"{:.1f}\" y=\"{:.1f}\" class=\"cl\">{}</text>",
        px(c.x[i]), py(c.y[i]), px(c.x[i]) + 8, py(c.y[i]) + 4, Escape(c.labels[i]));
  }
  return svg + "</svg></figure>\n";
}

std::string RenderChart(const ReportChart& c) {
  constexpr int kLabel = 220, kBar = 420, kRow = 26;
  double max = 0;
  for (double v : c.values) {
    if (std::isfinite(v)) max = std::max(max, v);
  }
  const int height = kRow * static_cast<int>(c.values.size()) + 34;
  std::string svg = fmt::format(
      "<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"{}\">"
      "<text x=\"0\" y=\"16\" class=\"ct\">{} ({})</text>",
      kLabel + kBar + 90, height, Escape(c.title), Escape(c.title), Escape(c.unit));
  for (std::size_t i = 0; i < c.values.size(); ++i) {
    const double v = c.values[i];
    const double w = !std::isfinite(v) ? kBar : max > 0 ? kBar * std::max(v, 0.0) / max : 0;
    const int y = 28 + kRow * static_cast<int>(i);
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" class=\"cl\" text-anchor=\"end\">{}</text>"
        "<rect x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"{}\" class=\"bar\"/>"
        "<text x=\"{:.1f}\" y=\"{}\" class=\"cv\">{}</text>",
        kLabel - 8, y + 15, Escape(c.labels[i]), kLabel, y + 3, w, kRow - 8, kLabel + w + 6, y + 15, Number(v));
  }
  return svg + "</svg></figure>\n";
}

// The section of one result; nlohmann throws when a field has another shape
// than the kind promises, which SectionsFromResults turns into an error.
ReportSection SectionFromResult(const Json& j) {
    const std::string kind = j.value("audit", "result");
    ReportSection s;
    if (kind == "leakage") {
      s.title = j.value("method", "") == "entity-graph" ? "Entity-graph synthesis (seed 000) and its leakage"
                                                         : "Leakage of identifiers";
      // Two leakage results in one report are told apart by what was audited.
      if (j.contains("synthetic") && j.at("synthetic").is_string()) {
        s.title += ": " + std::filesystem::path(j.at("synthetic").get<std::string>()).filename().string();
      }
      LeakageSection(j, s);
    } else if (kind == "stats") {
      s.title = "Corpus statistics";
      StatsSection(j, s);
    } else if (kind == "similarity") {
      s.title = "Distribution similarity";
      SimilaritySection(j, s);
    } else if (kind == "controlled") {
      s.title = "Controlled generation (seed 004)";
      ControlledSection(j, s);
    } else if (kind == "privacy_utility") {
      s.title = "Privacy and utility: " + j.value("title", "methods");
      PrivacyUtilitySection(j, s);
    } else {
      static const std::map<std::string, std::string> titles = {
          {"copying", "Copying (ROUGE, Levenshtein)"}, {"extraction", "Data extraction"},
          {"attack", "Model-based attacks"}, {"pe", "Private Evolution run"}, {"secpe", "SecPE run"}};
      const std::string method = j.value("method", "");
      const auto it = titles.find(kind != "result" ? kind : method);
      s.title = it != titles.end() ? it->second : kind;
      AddScalars(j, s);
      for (const char* part : {"privacy", "summary", "output"}) {
        if (j.contains(part) && j.at(part).is_object()) AddScalars(j.at(part), s);
      }
      if (j.contains("output") && j.at("output").contains("expand_dropped")) {
        AddScalars(j.at("output").at("expand_dropped"), s, "expand dropped, ");
      }
      if (j.contains("iterations") && j.at("iterations").is_array() && !j.at("iterations").empty()) {
        auto mass = Chart("Histogram mass by iteration", "votes");
        auto unchanged = Chart("Variations that came back unchanged, by iteration", "% of variations");
        for (const auto& it2 : j.at("iterations")) {
          const std::string label = "iteration " + Scalar(it2.at("iteration"));
          mass.labels.push_back(label);
          mass.values.push_back(it2.value("histogram_mass", 0.0));
          if (const int n = it2.value("variations", 0); n > 0) {
            unchanged.labels.push_back(label);
            unchanged.values.push_back(100.0 * it2.value("variations_unchanged", 0) / n);
          }
        }
        s.charts.push_back(std::move(mass));
        if (!unchanged.values.empty()) s.charts.push_back(std::move(unchanged));
      }
    }
    return s;
}

}  // namespace

Result<std::vector<ReportSection>> SectionsFromResults(const std::vector<Json>& results) {
  std::vector<ReportSection> sections;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (!results[i].is_object()) {
      return MakeError(ErrorCode::kInvalidInput, fmt::format("result {} is not a JSON object", i + 1));
    }
    // Any other object would become an empty section that looks like a result.
    if (!results[i].contains("audit") && !results[i].contains("method")) {
      return MakeError(ErrorCode::kInvalidInput,
                       fmt::format("result {} has no \"audit\" or \"method\" field: not a result privtext writes", i + 1));
    }
    try {
      sections.push_back(SectionFromResult(results[i]));
    } catch (const Json::exception&) {
      return MakeError(ErrorCode::kInvalidInput,
                       fmt::format("result {} (\"{}\"): a field has another shape than privtext writes", i + 1,
                                   results[i].value("audit", results[i].value("method", "result"))));
    }
  }
  return sections;
}

std::string RenderHtmlReport(std::string_view title, const std::vector<ReportSection>& sections) {
  std::string html = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{0}</title><style>"
      "body{{font-family:DejaVu Sans,Arial,sans-serif;margin:2em auto;max-width:900px;color:#222}}"
      "h1{{font-size:1.6em}}h2{{font-size:1.25em;border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.6em}}"
      "table{{border-collapse:collapse;margin:.6em 0}}td{{padding:.2em .8em;border-bottom:1px solid #eee}}"
      "td.v{{font-variant-numeric:tabular-nums;text-align:right}}figure{{margin:1em 0}}"
      ".bar{{fill:#2b6cb0}}.pt{{fill:#c05621}}.frame{{fill:none;stroke:#999}}.ct{{font-size:14px;font-weight:bold;fill:#222}}.cl,.cv{{font-size:12px;fill:#333}}"
      "footer{{margin-top:2em;font-size:.8em;color:#777}}"
      "</style></head><body>\n<h1>{0}</h1>\n",
      Escape(title));
  for (const auto& s : sections) {
    html += "<section><h2>" + Escape(s.title) + "</h2>\n";
    if (!s.figures.empty()) {
      html += "<table>";
      for (const auto& [name, value] : s.figures) {
        html += "<tr><td>" + Escape(name) + "</td><td class=\"v\">" + Escape(value) + "</td></tr>";
      }
      html += "</table>\n";
    }
    for (const auto& c : s.charts) html += RenderChart(c);
    for (const auto& c : s.scatters) html += RenderScatter(c);
    html += "</section>\n";
  }
  html += fmt::format("<footer>privtext {} audit report. Counts and scores only: no text of the corpus.</footer>\n",
                      Escape(Version()));
  return html + "</body></html>\n";
}

}  // namespace privtext::audit
