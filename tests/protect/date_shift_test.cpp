// ShiftDate: the expected dates were computed with Python's datetime
// (date + timedelta(days)), independently of std::chrono.
#include <gtest/gtest.h>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

std::string Shifted(std::string_view value, int days) {
  auto out = ShiftDate(value, days);
  return out ? *out : "(none)";
}

TEST(ShiftDateTest, WrittenDatesMoveAndKeepTheirForm) {
  EXPECT_EQ(Shifted("7 January 1998", 10), "17 January 1998");
  EXPECT_EQ(Shifted("January 7th, 1998", 25), "February 1st, 1998");  // the ordinal follows the day
  EXPECT_EQ(Shifted("3 Jan. 1970", 30), "2 Feb. 1970");                 // abbreviated as written
  EXPECT_EQ(Shifted("7 JANUARY 1998", -8), "30 DECEMBER 1997");
  EXPECT_EQ(Shifted("29 February 2000", 365), "28 February 2001");
  // The weekday is the new date's (7 January 1998 was a Wednesday; the 17th a Saturday).
  EXPECT_EQ(Shifted("Wednesday, 7 January 1998", 10), "Saturday, 17 January 1998");
  EXPECT_EQ(Shifted("Mon 1 March 2004", -4000), "Fri 19 March 1993");
  // A weekday alone moves as its date would: Wednesday + 10 days is a Saturday.
  EXPECT_EQ(Shifted("Wednesday", 10), "Saturday");
  EXPECT_EQ(Shifted("Monday evening", -4000), "Friday evening");
  // A month and year move as their 15th does; a day and month as in 2001.
  EXPECT_EQ(Shifted("May 2010", 20), "June 2010");  // "May" is written in full
  EXPECT_EQ(Shifted("4TH JUNE 2010", -20), "15TH MAY 2010");
  EXPECT_EQ(Shifted("15 May", 366), "16 May");
  EXPECT_EQ(Shifted("15 May", -366), "14 May");
}

TEST(ShiftDateTest, NumericDatesMoveAndKeepTheirForm) {
  EXPECT_EQ(Shifted("1998-01-07", -8), "1997-12-30");
  EXPECT_EQ(Shifted("07/01/1998", 366), "08/01/1999");  // day first
  EXPECT_EQ(Shifted("7.1.1998", 366), "8.1.1999");
  EXPECT_EQ(Shifted("12/25/1998", 7), "01/01/1999");    // 25 cannot be a month: month first
  // Month first, as US records write dates: 5 March and 12 March are a week apart.
  EXPECT_EQ(*ShiftDate("03/05/2010", 7, /*month_first=*/true), "03/12/2010");
  EXPECT_EQ(Shifted("03/05/2010", 7), "10/05/2010");    // day first: 3 May and 10 May
  EXPECT_EQ(*ShiftDate("25/12/1998", 7, /*month_first=*/true), "01/01/1999");  // 25 cannot be a month
  EXPECT_EQ(*ShiftDate("1998-01-07", -8, /*month_first=*/true), "1997-12-30");  // ISO is ISO
}

// A month in another language the detector reads stays in that language, "de" joining the parts or not.
TEST(ShiftDateTest, DatesInOtherLanguagesKeepTheirLanguage) {
  EXPECT_EQ(Shifted("9 de março de 2024", 21), "30 de março de 2024");
  EXPECT_EQ(Shifted("2 februari 2024", 30), "3 maart 2024");
  EXPECT_EQ(Shifted("4. März 2023", 30), "3. April 2023");
  EXPECT_EQ(Shifted("3 marca 2024", 31), "3 kwietnia 2024");
  EXPECT_EQ(Shifted("4 de julio de 2019", -4), "30 de junio de 2019");
  EXPECT_EQ(Shifted("12. desember 2023", 30), "11. januar 2024");
}

TEST(ShiftDateTest, WhatIsNotOneDateIsLeftToTheCaller) {
  for (const char* value : {"10 and 12 November 1996", "8-10 July 1997", "1998", "9:05", "31 February 1998",
                            "7 Jan 98", "between 1993 and 1996", "the mid-1960s", "January to March 1998",
                            "Friday 13", "Monday and Tuesday", "07/01/98", "1998-13-01", "7 January 1998 at 10:45"}) {
    EXPECT_FALSE(ShiftDate(value, 100)) << value;
  }
}

// Every interval between two dates survives the shift, whatever the shift.
TEST(ShiftDateTest, IntervalsBetweenDatesStay) {
  const auto day_number = [](const std::string& iso) {  // days since 1970-01-01 of YYYY-MM-DD
    const int y = std::stoi(iso.substr(0, 4)), m = std::stoi(iso.substr(5, 2)), d = std::stoi(iso.substr(8, 2));
    const int a = (14 - m) / 12, yy = y + 4800 - a, mm = m + 12 * a - 3;  // the Julian day number's formula
    return d + (153 * mm + 2) / 5 + 365 * yy + yy / 4 - yy / 100 + yy / 400 - 32045 - 2440588;
  };
  const std::vector<std::string> dates = {"1999-12-31", "2000-02-28", "2000-02-29", "2000-03-01", "2013-05-19"};
  for (int shift : {366, -366, 3999, -3652, 1000}) {
    for (const auto& a : dates) {
      const std::string moved = Shifted(a, shift);
      ASSERT_EQ(moved.size(), 10u) << a << " " << shift;
      EXPECT_EQ(day_number(moved) - day_number(a), shift) << a << " -> " << moved;
    }
  }
}

}  // namespace
}  // namespace privtext::protect
