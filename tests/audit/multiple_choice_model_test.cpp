// Seed 000 §4.3 in miniature (label `model`): a tiny model trained from
// scratch on an entity-encrypted corpus answers multiple-choice questions
// whose identifiers are encrypted with the same key as well as a model
// trained on the plaintext answers the plaintext questions, and the key
// holder reads its answers decrypted (library and `privtext eval --qa`).
#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include "privtext/audit.h"
#include "privtext/model.h"
#include "privtext/protect.h"
#include "test_util.h"

namespace privtext::audit {
namespace {

struct Resident {
  const char* name;
  const char* city;
};
constexpr Resident kResidents[] = {
    {"Alice Moreau", "Lyon"}, {"Bruno Keller", "Graz"}, {"Carla Rossi", "Turin"}, {"Dmitri Volkov", "Riga"}};

std::vector<protect::Mention> Identifiers() {
  std::vector<protect::Mention> out;
  for (const auto& r : kResidents) {
    out.push_back({r.name, "PERSON"});
    out.push_back({r.city, "LOCATION"});
  }
  return out;
}

// Every document states where four people live, in a rotating order: only
// the name tells which city follows "lives in".
std::vector<std::string> Facts(int documents) {
  std::vector<std::string> out;
  for (int i = 0; i < documents; ++i) {
    std::string t;
    for (int j = 0; j < 6; ++j) {
      const Resident& r = kResidents[(i + 3 * j) % 4];
      t += std::string(r.name) + " lives in " + r.city + ". ";
    }
    out.push_back(t);
  }
  return out;
}

// "Where does X live?" as a completion, with the cities in a rotated order
// so the right answer is not always the same option.
std::vector<MultipleChoiceQuestion> Questions() {
  std::vector<MultipleChoiceQuestion> out;
  for (std::size_t i = 0; i < 4; ++i) {
    MultipleChoiceQuestion q{"q" + std::to_string(i), std::string(kResidents[i].name) + " lives in", {}, 0};
    for (std::size_t k = 0; k < 4; ++k) q.options.push_back(std::string(kResidents[(i + k + 1) % 4].city) + ".");
    q.answer = 3;  // (i + 3 + 1) % 4 == i
    out.push_back(q);
  }
  return out;
}

std::string Trained(const testing::TempDir& dir, const std::string& name, const std::vector<std::string>& corpus) {
  model::ScratchModelOptions s;
  s.tokenizer = dir.File("spm.model");
  s.embedding = 64;
  s.layers = 2;
  s.heads = 4;
  s.feed_forward = 128;
  s.context = 256;
  const std::string init = dir.File(name + "-init.gguf"), out = dir.File(name + ".gguf");
  EXPECT_TRUE(model::CreateScratchModel(s, init));
  model::TrainOptions o;
  o.context = 256;
  o.learning_rate = 3e-3;
  o.epochs = 12;
  o.threads = 2;
  std::vector<model::TrainingText> texts;
  for (const auto& t : corpus) texts.push_back({t, {}});
  auto report = model::Train(init, texts, o, out);
  EXPECT_TRUE(report) << report.error().message();
  return out;
}

MultipleChoiceEval Ask(const std::string& model_path, const std::vector<MultipleChoiceQuestion>& questions) {
  model::BackendOptions b;
  b.context_size = 256;
  auto scorer = model::OpenScorer(model_path, b);
  EXPECT_TRUE(scorer) << scorer.error().message();
  MultipleChoiceOptions o;
  o.prompt_template = "{question}";
  auto eval = EvaluateMultipleChoice(**scorer, questions, o);
  EXPECT_TRUE(eval) << eval.error().message();
  return eval ? *eval : MultipleChoiceEval{};
}

TEST(MultipleChoiceModelTest, EncryptedQuestionsGetTheAnswersThePlaintextModelGives) {
  testing::TempDir dir;
  const auto keyset = protect::Keyset::FromKey(protect::KeyMode::kAesSiv,
                                               *protect::SecretBytes::FromHex(std::string(128, '7')));
  ASSERT_TRUE(keyset);
  auto encryptor = protect::EntityEncryptor::Create(*keyset);
  ASSERT_TRUE(encryptor);
  const std::vector<std::string> plain = Facts(40);
  std::vector<std::string> encrypted;
  for (const auto& t : plain) encrypted.push_back(*protect::EncryptMentions(*encryptor, t, Identifiers()));
  ASSERT_EQ(encrypted[0].find("Alice"), std::string::npos);
  ASSERT_NE(encrypted[0].find("Person_["), std::string::npos);

  TokenizerOptions t;
  t.vocab_size = 500;  // 256 byte pieces, ~70 characters (Base64 and letters), merges
  t.for_model = true;
  std::vector<std::string> both = plain;
  both.insert(both.end(), encrypted.begin(), encrypted.end());
  auto tokenizer = TrainTokenizer(both, dir.File("spm"), t);
  ASSERT_TRUE(tokenizer) << tokenizer.error().message();
  const std::string plain_model = Trained(dir, "plain", plain);
  const std::string crypto_model = Trained(dir, "crypto", encrypted);

  const auto questions = Questions();
  std::vector<MultipleChoiceQuestion> encrypted_questions = questions;
  for (auto& q : encrypted_questions) {
    q.question = *protect::EncryptMentions(*encryptor, q.question, Identifiers());
    for (auto& o : q.options) o = *protect::EncryptMentions(*encryptor, o, Identifiers());
  }
  ASSERT_NE(encrypted_questions[0].options[0].find("Location_["), std::string::npos);

  const MultipleChoiceEval plain_eval = Ask(plain_model, questions);
  const MultipleChoiceEval crypto_eval = Ask(crypto_model, encrypted_questions);
  ASSERT_EQ(plain_eval.answers.size(), 4u);
  ASSERT_EQ(crypto_eval.answers.size(), 4u);
  EXPECT_EQ(plain_eval.correct, 4u) << "four options: chance is one right answer";
  auto decryptor = protect::EntityDecryptor::Create(*keyset);
  ASSERT_TRUE(decryptor);
  for (std::size_t i = 0; i < questions.size(); ++i) {
    if (!plain_eval.answers[i].correct) continue;
    EXPECT_TRUE(crypto_eval.answers[i].correct) << questions[i].question;
    // The key holder reads the crypto model's choice as the plaintext answer.
    Document doc;
    doc.text = encrypted_questions[i].options[crypto_eval.answers[i].chosen];
    ASSERT_TRUE(decryptor->DecryptDocument(doc, nullptr, nullptr, nullptr));
    EXPECT_EQ(doc.text, questions[i].options[questions[i].answer]);
  }

  // Seed 000's noEncQ: plaintext questions to the crypto model, which never
  // saw the plaintext names, get answers at chance (measured 0 of 4; the
  // right options lose by 0.1 to 9.5 nats; encrypted, they win by more than 2).
  EXPECT_LT(Ask(crypto_model, questions).correct, 3u);

  // The same through the CLI: questions with their identifiers, the keyset
  // on disk, the decrypted answers in the result.
  std::string lines;
  for (const auto& q : questions) {
    nlohmann::json ids = nlohmann::json::array();
    for (const auto& m : Identifiers()) ids.push_back({{"value", m.value}, {"type", m.type}});
    lines += nlohmann::json{{"id", q.id}, {"question", q.question}, {"options", q.options},
                            {"answer", q.options[q.answer]}, {"identifiers", ids}}
                 .dump() +
             "\n";
  }
  testing::WriteText(dir.File("questions.jsonl"), lines);
  testing::WriteText(dir.File("keyset.json"), keyset->Serialize());
  ASSERT_EQ(testing::RunCli(dir, "eval --qa questions.jsonl --keyset keyset.json --prompt '{question}' --model " +
                                     crypto_model + " --context-size 256 --out qa.json -q"),
            0)
      << testing::ReadText(dir.File(".err"));
  const auto result = nlohmann::json::parse(testing::ReadText(dir.File("qa.json")));
  EXPECT_EQ(result["correct"], crypto_eval.correct);
  EXPECT_EQ(result["encrypted_questions"], true);
  EXPECT_EQ(result["answer_tokens"]["restored"], 4);
  EXPECT_EQ(result["answer_tokens"]["failed"], 0);
  for (std::size_t i = 0; i < questions.size(); ++i) {
    EXPECT_EQ(result["answers"][i]["chosen"], crypto_eval.answers[i].chosen);
    EXPECT_EQ(result["answers"][i]["answer"], questions[i].options[crypto_eval.answers[i].chosen]);
    EXPECT_EQ(result["answers"][i]["decrypted_matches_option"], true);
  }

  // With --detect the questions need no identifiers: the detector finds the
  // names and cities (the model was trained on them as PERSON and LOCATION)
  // and the model is asked exactly what it was asked above. "Dmitri" is in
  // no first-name gazetteer, so that name comes from a deny list, as a user
  // would add it.
  std::string bare;
  for (const auto& q : questions) {
    bare += nlohmann::json{{"id", q.id}, {"question", q.question}, {"options", q.options}, {"answer", q.answer}}
                .dump() +
            "\n";
  }
  testing::WriteText(dir.File("bare.jsonl"), bare);
  testing::WriteText(dir.File("deny.txt"), "Dmitri Volkov\tPERSON\n");
  ASSERT_EQ(testing::RunCli(dir, "eval --qa bare.jsonl --keyset keyset.json --detect --types PERSON LOCATION "
                                 "--deny-list deny.txt "
                                 "--prompt '{question}' --model " +
                                     crypto_model + " --context-size 256 --out detected.json -q"),
            0)
      << testing::ReadText(dir.File(".err"));
  const auto detected = nlohmann::json::parse(testing::ReadText(dir.File("detected.json")));
  EXPECT_EQ(detected["identifiers_detected"], 4 * 5) << "per question: one name, four cities";
  EXPECT_EQ(detected["answer_tokens"]["restored"], 4);
  for (std::size_t i = 0; i < questions.size(); ++i) {
    EXPECT_EQ(detected["answers"][i]["scores"], result["answers"][i]["scores"]) << questions[i].question;
    EXPECT_EQ(detected["answers"][i]["decrypted_matches_option"], true);
  }
  EXPECT_NE(testing::RunCli(dir, "eval --qa bare.jsonl --detect --model " + crypto_model + " -q"), 0);
  EXPECT_NE(testing::ReadText(dir.File(".err")).find("--detect: needs --qa and --keyset"), std::string::npos)
      << testing::ReadText(dir.File(".err"));
}

}  // namespace
}  // namespace privtext::audit
