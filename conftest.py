"""Settings for every test run, the notebooks' kernels included (they inherit the environment).

Exercise results (polislab.classroom.results) stay in memory during tests, so that running the
notebooks never leaves a learner's results file in the repository.
"""

import os

os.environ["POLISLAB_RESULTS_FILE"] = ""
