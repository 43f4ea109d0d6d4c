#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <regex>

#include <gtest/gtest.h>
#include <zlib.h>

#include "privtext/audit.h"
#include "test_util.h"

namespace privtext::audit {
namespace {

using Json = nlohmann::ordered_json;

std::vector<Json> Results() {
  return {Json::parse(R"({"audit": "leakage", "mentions": [
              {"type": "Person", "unencrypted": 3, "encrypted": 1000},
              {"type": "Location", "unencrypted": 12, "encrypted": 1000}]})"),
          Json::parse(R"({"audit": "stats", "corpora": [
              {"name": "plaintext", "tokens_per_character": 0.228,
               "ngrams": [{"n": 1, "conditional_entropy": 10.76}, {"n": 2, "conditional_entropy": 7.373}]},
              {"name": "key length 100", "tokens_per_character": 0.412,
               "ngrams": [{"n": 1, "conditional_entropy": 12.446}, {"n": 2, "conditional_entropy": 8.049}]}]})"),
          Json::parse(R"({"audit": "copying", "outputs": 4, "mean_rouge2": 0.25, "note": "<b>"})"),
          Json::parse(R"({"audit": "controlled", "codes": "gold", "results": [
              {"name": "icl-private", "pipp": 0.0, "elp": 0.0, "rouge2": 0.12, "rougeL": 0.22},
              {"name": "baseline", "pipp": 0.83, "elp": 0.035, "rouge2": 0.2, "rougeL": 0.3, "mauve": 0.9}]})"),
          Json::parse(R"({"audit": "leakage", "method": "entity-graph", "stats": {"documents": 2, "kept": 3,
              "filtered": {"kept": 3, "bad_token": 5}}, "mentions": []})"),
          Json::parse(R"({"audit": "leakage", "synthetic": "runs/pe.jsonl", "mentions": []})"),
          Json::parse(R"({"method": "pe", "privacy": {"epsilon_rdp": 1.29},
              "output": {"seed_samples": 6, "expanded_samples": 4, "expand_dropped": {"copies": 2, "empty": 0}},
              "iterations": [{"iteration": 1, "histogram_mass": 215.5, "variations": 8, "variations_unchanged": 6},
                             {"iteration": 2, "histogram_mass": 210.0, "variations": 0, "variations_unchanged": 0}]})")};
}

TEST(ReportTest, SectionsAndSelfContainedHtml) {
  const auto parsed = SectionsFromResults(Results());
  ASSERT_TRUE(parsed) << parsed.error().message();
  const auto& sections = *parsed;
  ASSERT_EQ(sections.size(), 7u);
  const ReportSection& pe = sections[6];
  EXPECT_EQ(pe.title, "Private Evolution run");
  const auto figure = [&](const std::string& name) {
    for (const auto& [n, v] : pe.figures) {
      if (n == name) return v;
    }
    return std::string("(none)");
  };
  EXPECT_EQ(figure("seed_samples"), "6");
  EXPECT_EQ(figure("expand dropped, copies"), "2");
  ASSERT_EQ(pe.charts.size(), 2u);  // histogram mass; unchanged variations where there were any
  EXPECT_EQ(pe.charts[1].labels, (std::vector<std::string>{"iteration 1"}));
  EXPECT_EQ(pe.charts[1].values, (std::vector<double>{75.0}));
  EXPECT_EQ(sections[5].title, "Leakage of identifiers: pe.jsonl");  // what was audited, by file name
  EXPECT_EQ(sections[4].title, "Entity-graph synthesis (seed 000) and its leakage");
  ASSERT_EQ(sections[4].charts.size(), 2u);  // filter outcomes, mentions per type
  EXPECT_EQ(sections[4].charts[0].labels, (std::vector<std::string>{"kept", "bad_token"}));  // as written
  EXPECT_EQ(sections[3].title, "Controlled generation (seed 004)");
  ASSERT_EQ(sections[3].charts.size(), 3u);
  EXPECT_EQ(sections[3].charts[0].values, (std::vector<double>{0.0, 83.0}));  // PIPP in percent
  EXPECT_EQ(sections[0].title, "Leakage of identifiers");
  ASSERT_EQ(sections[0].charts.size(), 1u);
  EXPECT_EQ(sections[0].charts[0].values, (std::vector<double>{3, 12}));  // per 1,000 encrypted
  EXPECT_EQ(sections[1].charts.size(), 2u);  // unigram and 2-gram entropy by corpus
  EXPECT_EQ(sections[1].charts[1].labels, (std::vector<std::string>{"plaintext", "key length 100"}));
  const std::string html = RenderHtmlReport("Audit <test>", sections);
  EXPECT_NE(html.find("<title>Audit &lt;test&gt;</title>"), std::string::npos);
  EXPECT_NE(html.find("&lt;b&gt;"), std::string::npos);  // values are escaped
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("src="), std::string::npos);   // nothing loaded from elsewhere
  EXPECT_EQ(html.find("href="), std::string::npos);
  EXPECT_NE(html.find("<svg"), std::string::npos);
}

// A minimal PNG reader (8-bit RGB/RGBA, non-interlaced, as Chromium writes
// screenshots) so the test can look at the pixels.
struct Image {
  int width = 0, height = 0, channels = 0;
  std::vector<unsigned char> pixels;
};

std::uint32_t Be32(const unsigned char* p) { return (p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]; }

bool DecodePng(const std::string& file, Image* img) {
  if (file.size() < 8 || file.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) return false;
  std::string idat;
  const auto* b = reinterpret_cast<const unsigned char*>(file.data());
  for (std::size_t pos = 8; pos + 8 <= file.size();) {
    const std::uint32_t len = Be32(b + pos);
    const std::string type = file.substr(pos + 4, 4);
    if (type == "IHDR") {
      img->width = static_cast<int>(Be32(b + pos + 8));
      img->height = static_cast<int>(Be32(b + pos + 12));
      if (b[pos + 16] != 8 || b[pos + 20] != 0) return false;
      img->channels = b[pos + 17] == 6 ? 4 : b[pos + 17] == 2 ? 3 : 0;
    } else if (type == "IDAT") {
      idat += file.substr(pos + 8, len);
    }
    pos += 12 + len;
  }
  if (img->channels == 0) return false;
  const std::size_t stride = static_cast<std::size_t>(img->width) * img->channels;
  std::vector<unsigned char> raw((stride + 1) * img->height);
  uLongf size = raw.size();
  if (uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(idat.data()), idat.size()) != Z_OK) return false;
  img->pixels.assign(stride * img->height, 0);
  const int bpp = img->channels;
  for (int y = 0; y < img->height; ++y) {
    const unsigned char filter = raw[y * (stride + 1)];
    const unsigned char* in = &raw[y * (stride + 1) + 1];
    unsigned char* out = &img->pixels[y * stride];
    const unsigned char* up = y > 0 ? &img->pixels[(y - 1) * stride] : nullptr;
    for (std::size_t x = 0; x < stride; ++x) {
      const int a = x >= static_cast<std::size_t>(bpp) ? out[x - bpp] : 0, u = up ? up[x] : 0,
                c = (up && x >= static_cast<std::size_t>(bpp)) ? up[x - bpp] : 0;
      int pred = 0;
      if (filter == 1) pred = a;
      if (filter == 2) pred = u;
      if (filter == 3) pred = (a + u) / 2;
      if (filter == 4) {
        const int p = a + u - c, pa = std::abs(p - a), pb = std::abs(p - u), pc = std::abs(p - c);
        pred = (pa <= pb && pa <= pc) ? a : pb <= pc ? u : c;
      }
      out[x] = static_cast<unsigned char>(in[x] + pred);
    }
  }
  return true;
}

std::string Chromium() {
  for (const char* name : {"/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"}) {
    if (std::filesystem::exists(name)) return name;
  }
  return "";
}

// scripts/experiments' privacy–utility chart: each method a point, leakage
// across, utility up; with lower-is-better utility the smallest value is on
// top, so the best method (least leakage, best utility) sits top left.
TEST(ReportTest, PrivacyUtilityPlacesMethodsByLeakageAndUtility) {
  const auto j = Json::parse(R"({"audit": "privacy_utility", "title": "Seed 004",
      "leakage": "PIPP of the model's generations", "utility": "held-out bits/byte", "utility_lower_is_better": true,
      "methods": [{"name": "Originals", "leakage": 0.4, "utility": 0.8},
                  {"name": "Blocked", "leakage": 0.0, "utility": 1.0},
                  {"name": "Masked <m>", "leakage": 0.0, "utility": 1.5}]})");
  const auto sections = SectionsFromResults({j});
  ASSERT_TRUE(sections) << sections.error().message();
  ASSERT_EQ(sections->size(), 1u);
  const ReportSection& s = sections->front();
  EXPECT_EQ(s.title, "Privacy and utility: Seed 004");
  ASSERT_EQ(s.figures.size(), 3u);
  EXPECT_EQ(s.figures[1].second, "PIPP of the model's generations 0, held-out bits/byte 1");
  ASSERT_EQ(s.scatters.size(), 1u);
  EXPECT_EQ(s.scatters[0].x, (std::vector<double>{0.4, 0.0, 0.0}));
  EXPECT_TRUE(s.scatters[0].y_lower_is_better);
  const std::string html = RenderHtmlReport("t", *sections);
  std::vector<std::pair<double, double>> points;
  const std::regex circle("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), circle); it != std::sregex_iterator(); ++it) {
    points.emplace_back(std::stod((*it)[1]), std::stod((*it)[2]));
  }
  ASSERT_EQ(points.size(), 3u);
  // x: 0 at the left edge (70), 0.4 at 70 + 460 * 0.4 / 0.44.
  EXPECT_DOUBLE_EQ(points[1].first, 70);
  EXPECT_NEAR(points[0].first, 70 + 460 * 0.4 / 0.44, 0.05);
  // y: utility 0.8 (best) highest on the page, 1.5 lowest; range [0.73, 1.57].
  EXPECT_NEAR(points[0].second, 40 + 300 * (0.8 - 0.73) / 0.84, 0.05);
  EXPECT_NEAR(points[2].second, 40 + 300 * (1.5 - 0.73) / 0.84, 0.05);
  EXPECT_LT(points[0].second, points[1].second);
  EXPECT_LT(points[1].second, points[2].second);
  EXPECT_NE(html.find("Masked &lt;m&gt;"), std::string::npos);
  EXPECT_NE(html.find("held-out bits/byte (better \u2191, lower values)"), std::string::npos);
}

// Valid JSON of an unexpected shape is an error naming the result, not an
// exception (issue 12, item 8: it ended the CLI with an uncaught exception).
TEST(ReportTest, UnexpectedShapesAreErrors) {
  for (const char* bad : {R"([1, 2])", R"("text")", R"({})", R"({"epsilon": 1.29})", R"({"audit": "stats", "corpora": 3})",
                          R"({"audit": "leakage", "mentions": [{"type": 1}]})",
                          R"({"audit": "similarity", "sets": [{"name": "a", "fid": "x", "mauve": 1}]})",
                          R"({"audit": "controlled", "results": [{"name": "a"}]})",
                          R"({"audit": "privacy_utility", "leakage": "l", "utility": "u", "methods": [{"name": "a"}]})",
                          // No method: an empty chart would look like a result (scripts/experiments once made one).
                          R"({"audit": "privacy_utility", "leakage": "l", "utility": "u", "methods": []})"}) {
    auto sections = SectionsFromResults({Results()[0], Json::parse(bad)});
    ASSERT_FALSE(sections) << bad;
    EXPECT_EQ(sections.error().message().rfind("result 2", 0), 0u) << sections.error().message();
  }
}

// The page opens in a real browser and its charts are drawn: the bar colour
// (#2b6cb0) covers a visible area of the screenshot.
TEST(ReportTest, RendersInHeadlessChromium) {
  const std::string chromium = Chromium();
  if (chromium.empty()) GTEST_SKIP() << "chromium is not installed (scripts/bootstrap installs it)";
  testing::TempDir dir;
  testing::WriteText(dir.File("report.html"), RenderHtmlReport("privtext audit", *SectionsFromResults(Results())));
  const std::string cmd = chromium + " --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir='" +
                          dir.File("profile") + "' --window-size=1000,1200 --screenshot='" + dir.File("shot.png") +
                          "' 'file://" + dir.File("report.html") + "' > /dev/null 2>&1";
  const int status = std::system(cmd.c_str());
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << cmd;
  Image img;
  ASSERT_TRUE(DecodePng(testing::ReadText(dir.File("shot.png")), &img));
  EXPECT_EQ(img.width, 1000);
  EXPECT_EQ(img.height, 1200);
  std::size_t bar = 0;
  for (std::size_t i = 0; i + 2 < img.pixels.size(); i += img.channels) {
    bar += img.pixels[i] == 0x2b && img.pixels[i + 1] == 0x6c && img.pixels[i + 2] == 0xb0;
  }
  EXPECT_GT(bar, 2000u) << "the charts' bars are not on the screenshot";
}

}  // namespace
}  // namespace privtext::audit
