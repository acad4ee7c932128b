"""Tests of the packages: wheel, installer, frozen build."""
