// One function per area of the library, each adding its classes and
// functions to the module (module.cpp calls them in order).
#pragma once

#include <pybind11/pybind11.h>

namespace privtext::python {

void BindSpan(pybind11::module_& m);
void BindProgress(pybind11::module_& m);
void BindDetect(pybind11::module_& m);
void BindModel(pybind11::module_& m);
void BindProtect(pybind11::module_& m);  // after BindDetect: protect() takes a Detector
void BindDp(pybind11::module_& dp);
void BindAudit(pybind11::module_& audit);

}  // namespace privtext::python
